// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attributionHtml } from './venue-map.tsx';

describe("the tiles' attribution, which Leaflet writes as HTML", () => {
  it("escapes the operator's text and links it when a link is set", () => {
    expect(
      attributionHtml({
        urlTemplate: 'https://tile.example.org/{z}/{x}/{y}.png',
        attribution: '© <b>OSM</b> & "friends"',
        attributionUrl: 'https://www.openstreetmap.org/copyright?a=1&b=2',
      }),
    ).toBe(
      '<a href="https://www.openstreetmap.org/copyright?a=1&#38;b=2" target="_blank" rel="noopener noreferrer">© &#60;b&#62;OSM&#60;/b&#62; &#38; &#34;friends&#34;</a>',
    );
    expect(
      attributionHtml({
        urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png',
        attribution: 'Tiles <x>',
        attributionUrl: null,
      }),
    ).toBe('Tiles &#60;x&#62;');
  });
});
