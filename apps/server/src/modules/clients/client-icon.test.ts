import { describe, expect, it } from 'vitest';
import { clientIconSvg } from './client-icon.ts';

describe('clientIconSvg', () => {
  it('writes the escaped initial in a colour that reads on the background', () => {
    const dark = clientIconSvg('<script>', { themeAppPrimaryColour: '#123', headerPrimaryColour: null });
    expect(dark).toContain('fill="#112233"');
    expect(dark).toContain('fill="#ffffff">&lt;</text>');
    const light = clientIconSvg('sunny side', {
      themeAppPrimaryColour: '#ffdd00',
      headerPrimaryColour: null,
    });
    expect(light).toContain('fill="#1a1a1a">S</text>');
  });

  it("falls back to the apps' default colour", () => {
    expect(clientIconSvg('Demo', { themeAppPrimaryColour: null, headerPrimaryColour: null })).toContain(
      'fill="#4b2a7b"',
    );
  });
});
