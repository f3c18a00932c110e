import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@leisure/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestApp, type TestApp } from '../test/test-app.test-kit.ts';

const TILES = 'http://127.0.0.1:8199/tiles/{z}/{x}/{y}.png';
let withTiles: TestApp;
let withoutTiles: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'leisure-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  withTiles = await startTestApp({
    webDistDir: distDir,
    env: {
      MAP_TILE_URL: TILES,
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      MAP_TILE_ATTRIBUTION_URL: 'https://www.openstreetmap.org/copyright',
    },
  });
  withoutTiles = await startTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await withTiles?.close();
  await withoutTiles?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('map tiles set by the operator (MAP_TILE_URL)', () => {
  it('tells the apps the tile source with the client, in the API and in the page', async () => {
    const client = Client.parse(dataOf(await withTiles.request({ method: 'GET', url: '/api/client' })));
    expect(client.mapTiles).toEqual({
      urlTemplate: TILES,
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    const page = await withTiles.request({ method: 'GET', url: '/', client: 'riverside' });
    expect(page.body).toContain(`"mapTiles":{"urlTemplate":"${TILES}"`);
  });

  it("lets the pages load images from the tile server's origin, and only then", async () => {
    const page = await withTiles.request({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: https: http://127.0.0.1:8199;",
    );
    const plain = await withoutTiles.request({ method: 'GET', url: '/' });
    expect(String(plain.headers['content-security-policy'])).toContain("img-src 'self' data: https:;");
  });

  it('leaves the tiles out when none are set: the map draws its offline outline', async () => {
    const client = Client.parse(dataOf(await withoutTiles.request({ method: 'GET', url: '/api/client' })));
    expect(client.mapTiles).toBeUndefined();
  });
});
