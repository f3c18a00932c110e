import type { Theme } from '@leisure/contracts';

/** The apps' primary colour when the theme sets none (apps/web/src/ui/theme/defaults.ts). */
const defaultColour = '#4b2a7b';

/** `#abc` → `#aabbcc`. */
function sixDigits(hex: string): string {
  if (hex.length !== 4) return hex.toLowerCase();
  return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
}

/** WCAG relative luminance of a 6-digit hex colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on the background. */
function textColourOn(background: string): string {
  const onWhite = 1.05 / (luminance(background) + 0.05);
  const onBlack = (luminance(background) + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#1a1a1a';
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The client's browser icon: the first letter of its name on its primary colour, as SVG (the
 * themes hold a logo, often too wide for a tab, and no icon of their own).
 */
export function clientIconSvg(
  clientName: string,
  theme: Pick<Theme, 'themeAppPrimaryColour' | 'headerPrimaryColour'>,
): string {
  const background = sixDigits(theme.themeAppPrimaryColour ?? theme.headerPrimaryColour ?? defaultColour);
  const initial = escapeXml([...clientName.trim()][0]?.toUpperCase() ?? '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<text x="32" y="44" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${textColourOn(background)}">${initial}</text>`,
    '</svg>',
  ].join('');
}
