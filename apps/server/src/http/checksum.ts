import { createHash } from 'node:crypto';

/** Lowercase hex SHA-256 of the exact JSON text sent as `data`. */
export function checksumOf(json: string): string {
  return createHash('sha256').update(json).digest('hex');
}

/** True when an If-None-Match header names this checksum (quoted, weak, or in a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, checksum: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag === checksum || tag === '*');
}
