import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { tileSourceOf, tileTemplateProblem } from './map-tiles.ts';

describe('the map tile source (MAP_TILE_URL)', () => {
  it('takes an OpenStreetMap-style template and gives its origin for the content security policy', () => {
    expect(
      tileSourceOf({
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
        MAP_TILE_ATTRIBUTION_URL: 'https://www.openstreetmap.org/copyright',
      }),
    ).toEqual({
      tiles: {
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
      imageSource: 'https://tile.openstreetmap.org',
    });
  });

  it('covers {s} subdomains with one wildcard, and keeps a local server’s port', () => {
    const withSubdomains = tileSourceOf({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=1',
      MAP_TILE_ATTRIBUTION: 'Example',
    });
    expect(withSubdomains?.imageSource).toBe('https://*.tiles.example.org');
    expect(withSubdomains?.tiles.attributionUrl).toBeNull();
    const local = tileSourceOf({
      MAP_TILE_URL: 'http://127.0.0.1:8199/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Test',
    });
    expect(local?.imageSource).toBe('http://127.0.0.1:8199');
  });

  it('is unset without a template', () => {
    expect(tileSourceOf({})).toBeNull();
  });

  it('refuses templates a browser could not use or a policy could not name', () => {
    expect(tileTemplateProblem('https://tile.example.org/{z}/{x}.png')).toBe('MAP_TILE_URL must contain {y}');
    expect(tileTemplateProblem('ftp://tile.example.org/{z}/{x}/{y}.png')).toMatch(/must start with https/);
    expect(tileTemplateProblem('https://tile-{s}.example.org/{z}/{x}/{y}.png')).toMatch(
      /only as the first part/,
    );
    expect(tileTemplateProblem('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBeNull();
  });

  it('is checked at start: a bad template, or tiles without their credit, stop the server with a message', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(
      /MAP_TILE_URL: MAP_TILE_URL must contain \{z\}/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' }),
    ).toThrow(/MAP_TILE_ATTRIBUTION: map tiles need their credit/);
    expect(() =>
      parseEnv({
        NODE_ENV: 'test',
        MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Example',
        MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)',
      }),
    ).toThrow(/MAP_TILE_ATTRIBUTION_URL/);
  });
});
