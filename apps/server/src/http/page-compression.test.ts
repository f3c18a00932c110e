import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage } from './page-compression.ts';

const page = `<!doctype html><html><body>${'<p>Book a class at your leisure centre.</p>'.repeat(100)}</body></html>`;

describe('compressPage', () => {
  it('prefers brotli, and the body decompresses to the page', async () => {
    const { body, encoding } = await compressPage(page, 'gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(body.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
  });

  it('uses gzip when brotli is not accepted or refused with q=0', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'BR; q=0.0, GZIP;q=0.5']) {
      const { body, encoding } = await compressPage(page, accepted);
      expect(encoding).toBe('gzip');
      expect(gunzipSync(body).toString('utf8')).toBe(page);
    }
  });

  it('sends the page as it is when nothing is accepted, and a small page always', async () => {
    for (const accepted of [undefined, '', 'identity', 'gzip;q=0']) {
      expect(await compressPage(page, accepted)).toEqual({ body: Buffer.from(page) });
    }
    expect(await compressPage('<p>Hi</p>', 'br')).toEqual({ body: Buffer.from('<p>Hi</p>') });
  });
});
