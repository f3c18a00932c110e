import type { FontStyle } from '@leisure/contracts';

/**
 * The only brand colours in the code: what a theme that leaves a field out falls back to
 * (dark purple primary, Roboto body, solid secondary buttons).
 */
export const themeDefaults = {
  primary: '#4b2a7b',
  secondary1: '#2d6a64',
  secondary2: '#f2b84b',
  darkBg: '#24143d',
  headerBg: '#ffffff',
  headerPrimary: '#4b2a7b',
  headingFont: 'lato' satisfies FontStyle,
  bodyFont: 'roboto' satisfies FontStyle,
  secondaryButtonStyle: 'solid',
} as const;
