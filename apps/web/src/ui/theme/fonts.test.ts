import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFaces, fontStack } from './fonts.ts';

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
