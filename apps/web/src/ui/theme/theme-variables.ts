import type { Theme } from '@leisure/contracts';
import { buildPalette, paletteSteps, textColourOn } from '../../lib/colour.ts';
import { themeDefaults } from './defaults.ts';
import { fontStack } from './fonts.ts';

/** The theme with every null field replaced by its default. */
export function resolveTheme(theme: Theme) {
  return {
    primary: theme.themeAppPrimaryColour ?? themeDefaults.primary,
    secondary1: theme.themeAppSecondaryColour1 ?? themeDefaults.secondary1,
    secondary2: theme.themeAppSecondaryColour2 ?? themeDefaults.secondary2,
    darkBg: theme.themeAppDarkBgColour ?? themeDefaults.darkBg,
    headerBg: theme.themeAppHeaderBgColour ?? themeDefaults.headerBg,
    headerPrimary: theme.headerPrimaryColour ?? themeDefaults.headerPrimary,
    headingFont: theme.themeAppHeadingFontStyle ?? themeDefaults.headingFont,
    bodyFont: theme.themeAppBodyFontStyle ?? themeDefaults.bodyFont,
    secondaryButtonStyle: theme.themeAppSecondaryButtonStyle ?? themeDefaults.secondaryButtonStyle,
    logo: theme.themeAppLogo,
  };
}

/** CSS custom properties for :root, with text colours chosen by contrast for each themed colour. */
export function themeVariables(theme: Theme): Record<string, string> {
  const resolved = resolveTheme(theme);
  const palette = buildPalette(resolved.primary);
  const variables: Record<string, string> = {};
  for (const step of paletteSteps) {
    variables[`--primary-${step}`] = palette[step];
    variables[`--on-primary-${step}`] = textColourOn(palette[step]);
  }
  const named = {
    'secondary-1': resolved.secondary1,
    'secondary-2': resolved.secondary2,
    'dark-bg': resolved.darkBg,
    'header-bg': resolved.headerBg,
    'header-primary': resolved.headerPrimary,
  };
  for (const [name, colour] of Object.entries(named)) {
    variables[`--${name}`] = colour;
    variables[`--on-${name}`] = textColourOn(colour);
  }
  variables['--font-heading'] = fontStack(resolved.headingFont);
  variables['--font-body'] = fontStack(resolved.bodyFont);
  variables['--secondary-button-style'] = resolved.secondaryButtonStyle;
  return variables;
}

const secondaryButtonStyleOf = (variables: Record<string, string>) =>
  variables['--secondary-button-style'] ?? themeDefaults.secondaryButtonStyle;

/** The attributes of :root that carry the theme: its variables, and the secondary buttons' style. */
export function themeRootAttributes(variables: Record<string, string>) {
  return {
    style: Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
    'data-secondary-button-style': secondaryButtonStyleOf(variables),
  };
}

/**
 * Puts the variables on :root. One already there with the same value is left alone: the server put
 * the page's theme there (themeRootAttributes), and changing :root restyles the whole page.
 */
export function applyThemeVariables(variables: Record<string, string>, root: HTMLElement): void {
  for (const [name, value] of Object.entries(variables)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
  const buttonStyle = secondaryButtonStyleOf(variables);
  if (root.dataset.secondaryButtonStyle !== buttonStyle) root.dataset.secondaryButtonStyle = buttonStyle;
}
