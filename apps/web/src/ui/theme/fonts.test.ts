import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFaces, fontStack, parseFontFaces } from './fonts.ts';

const fallbacks = readFileSync(new URL('./font-fallbacks.css', import.meta.url), 'utf8');

describe('theme fonts', () => {
  it('gives every theme face a metric-matched stand-in, next in its stack', () => {
    for (const [style, face] of Object.entries(fontFaces)) {
      expect(fallbacks).toContain(`font-family: "${face.family} Fallback";`);
      expect(fontStack(style as keyof typeof fontFaces)).toMatch(
        new RegExp(`^'${face.family}', '${face.family} Fallback', `),
      );
    }
  });

  it('sizes each stand-in to its face', () => {
    const rules = [...fallbacks.matchAll(/@font-face \{([^}]*)\}/g)].map((match) => match[1] ?? '');
    expect(rules).toHaveLength(Object.keys(fontFaces).length);
    for (const rule of rules) {
      for (const descriptor of ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'])
        expect(rule).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
      expect(rule).toContain('local("Arial")');
    }
  });
});

describe('parseFontFaces', () => {
  it('reads each @font-face rule of a fontsource sheet into FontFace arguments', () => {
    const css = `/* roboto-latin-400-normal */
@font-face {
  font-family: 'Roboto';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(/assets/roboto-latin-400-normal.woff2) format('woff2'), url(data:font/woff;base64,d09G) format('woff');
  unicode-range: U+0000-00FF,U+0131;
}
@font-face { font-family: "Oswald"; font-weight: 600; src: url(/assets/oswald.woff2) format('woff2'); }
@font-face { font-style: normal; }`;
    expect(parseFontFaces(css)).toEqual([
      {
        family: 'Roboto',
        source:
          "url(/assets/roboto-latin-400-normal.woff2) format('woff2'), url(data:font/woff;base64,d09G) format('woff')",
        descriptors: { style: 'normal', weight: '400', display: 'swap', unicodeRange: 'U+0000-00FF,U+0131' },
      },
      {
        family: 'Oswald',
        source: "url(/assets/oswald.woff2) format('woff2')",
        descriptors: { weight: '600' },
      },
    ]);
  });
});
