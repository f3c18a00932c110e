export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbPattern = /^(\d{1,3}) (\d{1,3}) (\d{1,3})$/;

/** Accepts only a 3- or 6-digit hex colour or an 'R G B' string (0-255 each); throws on anything else. */
export function parseColour(input: string): Rgb {
  const value = input.trim();
  const hex = hexPattern.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = rgbPattern.exec(value);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
    if ([r, g, b].every((channel) => channel <= 255)) return { r, g, b };
  }
  throw new Error(`Invalid colour "${input}": use a 3 or 6 digit hex colour or an "R G B" string`);
}

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor < 0 || factor > 1) {
    throw new Error(`Invalid tint factor ${factor}: use a number from 0 to 1`);
  }
}

function mix(colour: Rgb, other: Rgb, weight: number): Rgb {
  const channel = (a: number, b: number) => Math.round(a * weight + b * (1 - weight));
  return { r: channel(colour.r, other.r), g: channel(colour.g, other.g), b: channel(colour.b, other.b) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour at `factor` strength over white (1 = the colour itself, 0 = white). */
export function tint(colour: string, factor: number): string {
  assertFactor(factor);
  return toHex(mix(parseColour(colour), { r: 255, g: 255, b: 255 }, factor));
}

/** The colour at `factor` strength over black (1 = the colour itself, 0 = black). */
export function shade(colour: string, factor: number): string {
  assertFactor(factor);
  return toHex(mix(parseColour(colour), { r: 0, g: 0, b: 0 }, factor));
}

export const paletteSteps = ['50', '100', '200', '300', '400', '500', '600'] as const;
export type PaletteStep = (typeof paletteSteps)[number];

/** Theme steps: 500 at 100 %, 400 at 80, 300 at 40, 200 at 20, 100 at 10, 50 at 5, 600 a 0.8 shade. */
export function buildPalette(colour: string): Record<PaletteStep, string> {
  return {
    '50': tint(colour, 0.05),
    '100': tint(colour, 0.1),
    '200': tint(colour, 0.2),
    '300': tint(colour, 0.4),
    '400': tint(colour, 0.8),
    '500': tint(colour, 1),
    '600': shade(colour, 0.8),
  };
}

function linearise(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const { r, g, b } = parseColour(colour);
  return 0.2126 * linearise(r) + 0.7152 * linearise(g) + 0.0722 * linearise(b);
}

/** WCAG 2 contrast ratio, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const lightText = '#ffffff';
export const darkText = '#1a1a1a';

/** White or near-black text, whichever contrasts more with the background. */
export function textColourOn(background: string): string {
  return contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;
}
