import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret: 32 random bytes (256 bits), base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, lowercase hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A well-formed token: exactly what `generateToken` makes, so junk never reaches the database. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
