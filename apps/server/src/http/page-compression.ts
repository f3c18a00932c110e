import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Pages smaller than this go as they are: compressing them saves no round trip. */
const SMALLEST_COMPRESSED = 1024;
/**
 * Brotli's quality for a page compressed on every request: 5 is within a few per cent of the
 * maximum for HTML and JSON, at a fraction of its time (a millisecond for a page of 100 KB).
 */
const BROTLI_QUALITY = 5;

export interface CompressedPage {
  body: Buffer;
  /** The Content-Encoding header's value; undefined when the body goes uncompressed. */
  encoding?: 'br' | 'gzip';
}

/** The encodings the request accepts, without the ones it refuses (`;q=0`). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * A page's HTML, compressed with the best encoding the browser accepts (brotli, else gzip). Assets
 * are compressed once at build time (apps/web/vite.config.ts); a page is rendered per request, so it
 * is compressed per request. On a slow phone connection the page's bytes are the first paint's wait.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<CompressedPage> {
  const body = Buffer.from(html, 'utf8');
  if (body.length < SMALLEST_COMPRESSED) return { body };
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) {
    const compressed = await brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    return { body: compressed, encoding: 'br' };
  }
  if (accepted.has('gzip')) return { body: await gzipped(body), encoding: 'gzip' };
  return { body };
}
