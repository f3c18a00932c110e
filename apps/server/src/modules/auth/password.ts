import { type BinaryLike, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const deriveKey = promisify(scrypt) as (
  password: BinaryLike,
  salt: BinaryLike,
  keyLength: number,
  options: ScryptOptions,
) => Promise<Buffer>;

/** OWASP's scrypt settings: 2^17 iterations of 8 blocks, about 128 MiB and half a second per hash. */
const current = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64` with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain.normalize('NFKC'), salt, KEY_BYTES, { ...current, maxmem: MAX_MEMORY });
  return ['scrypt', current.N, current.r, current.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** True only when `plain` matches `stored`; a malformed or tampered hash is simply a mismatch. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  try {
    const candidate = await deriveKey(plain.normalize('NFKC'), salt, key.length, {
      N,
      r,
      p,
      maxmem: MAX_MEMORY,
    });
    return timingSafeEqual(candidate, key);
  } catch {
    return false;
  }
}

/** True when `stored` was made with other settings than today's, so it should be re-hashed at login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : Number.NaN));
  const [saltText = '', keyText = ''] = parts.slice(4);
  // Bounds stop a tampered row from asking for a huge (slow) or degenerate derivation.
  if (N === undefined || r === undefined || p === undefined) return undefined;
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** 10 || N > 2 ** 20) return undefined;
  if (!(r >= 1 && r <= 32 && p >= 1 && p <= 16)) return undefined;
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return undefined;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < SALT_BYTES || key.length < KEY_BYTES || key.length > 64) return undefined;
  return { N, r, p, salt, key };
}
