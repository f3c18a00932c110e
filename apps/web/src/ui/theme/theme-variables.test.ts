import type { Theme } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { themeVariables } from './theme-variables.ts';

const emptyTheme: Theme = {
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

describe('themeVariables', () => {
  it('falls back to a dark purple primary, Roboto body and solid secondary buttons', () => {
    const variables = themeVariables(emptyTheme);
    expect(variables['--primary-500']).toBe('#4b2a7b');
    expect(variables['--on-primary-500']).toBe('#ffffff');
    expect(variables['--font-body']).toMatch(/^'Roboto'/);
    expect(variables['--secondary-button-style']).toBe('solid');
  });

  it('builds every primary step and text colours from the theme', () => {
    const variables = themeVariables({
      ...emptyTheme,
      themeAppPrimaryColour: '#ffdd00',
      themeAppHeadingFontStyle: 'garage_gothic',
      themeAppSecondaryButtonStyle: 'outline',
    });
    for (const step of ['50', '100', '200', '300', '400', '500', '600']) {
      expect(variables[`--primary-${step}`]).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(variables['--primary-500']).toBe('#ffdd00');
    expect(variables['--on-primary-500']).toBe('#1a1a1a');
    expect(variables['--font-heading']).toMatch(/^'Oswald'/);
    expect(variables['--secondary-button-style']).toBe('outline');
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([
        '--secondary-1',
        '--secondary-2',
        '--dark-bg',
        '--header-bg',
        '--header-primary',
      ]),
    );
  });
});
