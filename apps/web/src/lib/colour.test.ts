import { describe, expect, it } from 'vitest';
import { buildPalette, contrastRatio, parseColour, shade, textColourOn, tint } from './colour.ts';

describe('parseColour', () => {
  it('accepts 3 and 6 digit hex, with or without #', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColour('4b2a7b')).toEqual({ r: 75, g: 42, b: 123 });
  });

  it('accepts an "R G B" string', () => {
    expect(parseColour('75 42 123')).toEqual({ r: 75, g: 42, b: 123 });
  });

  it.each(['#ffff', 'red', 'rgb(1,2,3)', '256 0 0', '1 2', '', '#ggg'])('rejects %j', (input) => {
    expect(() => parseColour(input)).toThrow(/Invalid colour/);
  });
});

describe('tint and shade', () => {
  it('mixes with white for a tint and black for a shade', () => {
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('#4b2a7b', 1)).toBe('#4b2a7b');
    expect(tint('#4b2a7b', 0)).toBe('#ffffff');
    expect(shade('#ffffff', 0.8)).toBe('#cccccc');
  });

  it('rejects a factor outside 0-1', () => {
    expect(() => tint('#fff', 1.2)).toThrow(/tint factor/);
    expect(() => shade('#fff', -0.1)).toThrow(/tint factor/);
  });
});

describe('buildPalette', () => {
  it('builds the theme steps from one colour', () => {
    const palette = buildPalette('#000');
    expect(palette).toEqual({
      '50': '#f2f2f2',
      '100': '#e6e6e6',
      '200': '#cccccc',
      '300': '#999999',
      '400': '#333333',
      '500': '#000000',
      '600': '#000000',
    });
  });
});

describe('contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('picks white text on dark colours and dark text on light ones', () => {
    expect(textColourOn('#4b2a7b')).toBe('#ffffff');
    expect(textColourOn('#f5d90a')).toBe('#1a1a1a');
  });
});
