import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (a client's card processor keys): AES-256-GCM under a 32-byte key from the
 * environment. A sealed value names the key that sealed it (`v1.<keyId>.<iv>.<tag>.<data>`), so
 * the key can be rotated: the new key seals, the old ones still open, and a re-encrypt command
 * moves every value to the new key. The key id is a fingerprint of the key (never the key), so an
 * operator names no ids. The additional data binds a value to its owner (`client:12`): a value
 * copied onto another client's row fails to open.
 */
export interface SecretKey {
  id: string;
  key: Buffer;
}

export interface SecretKeyRing {
  /** The key that seals new values. */
  current: SecretKey;
  /** Every key that may open a value, the current one included. */
  all: readonly SecretKey[];
}

/** A value that cannot be opened: another key, a changed byte, or another owner. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** Reads one key: 32 bytes, base64 (`openssl rand -base64 32`). */
export function secretKeyOf(base64: string): SecretKey {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new SecretBoxError('a payment settings key must be 32 bytes, base64');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
}

/** The current key and the older ones still accepted while values are re-encrypted. */
export function secretKeyRingOf(current: string, older: readonly string[] = []): SecretKeyRing {
  const currentKey = secretKeyOf(current);
  const others = older.map(secretKeyOf).filter((key) => key.id !== currentKey.id);
  return { current: currentKey, all: [currentKey, ...others] };
}

const encode = (bytes: Buffer) => bytes.toString('base64url');

export function seal(ring: SecretKeyRing, plaintext: string, owner: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ring.current.id, encode(iv), encode(cipher.getAuthTag()), encode(data)].join('.');
}

/** The id of the key that sealed a value, without opening it. */
export function keyIdOf(sealed: string): string {
  const [version, keyId] = sealed.split('.');
  if (version !== VERSION || !keyId) throw new SecretBoxError('not a sealed value');
  return keyId;
}

export function open(ring: SecretKeyRing, sealed: string, owner: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('not a sealed value');
  const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
  const key = ring.all.find((candidate) => candidate.id === keyId);
  if (!key) throw new SecretBoxError(`sealed with key ${keyId}, which is not among the configured keys`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    // GCM's tag check: the value, the key or the owner is not what sealed it.
    throw new SecretBoxError(`a value sealed with key ${keyId} failed its integrity check`);
  }
}
