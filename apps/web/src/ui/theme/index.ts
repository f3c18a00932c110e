import type { Theme } from '@leisure/contracts';
import { applyThemeVariables, themeVariables } from './theme-variables.ts';

export { themeDefaults } from './defaults.ts';
export { fontFaces, fontStack, loadFonts } from './fonts.ts';
export { applyThemeVariables, resolveTheme, themeVariables } from './theme-variables.ts';

/** A theme that sets nothing: every field falls back to the defaults. */
export const emptyTheme: Theme = {
  headerPrimaryColour: null,
  themeAppLogo: null,
  themeAppDarkBgColour: null,
  themeAppHeaderBgColour: null,
  themeAppHeadingFontStyle: null,
  themeAppPrimaryColour: null,
  themeAppSecondaryColour1: null,
  themeAppSecondaryColour2: null,
  themeAppBodyFontStyle: null,
  themeAppSecondaryButtonStyle: null,
};

/** Puts the default colours on :root at once, so the boot spinner and error screens are styled. */
export function applyDefaultThemeColours(root: HTMLElement = document.documentElement): void {
  const { '--font-heading': _heading, '--font-body': _body, ...colours } = themeVariables(emptyTheme);
  applyThemeVariables(colours, root);
}
