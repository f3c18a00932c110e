import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { linkCodes } from '../../db/schema/index.ts';

interface CodeLookup {
  clientId: number;
  codeHash: string;
  now: Date;
}

/** Not used, not expired, at this client: the only codes anything may act on. */
const isLive = ({ clientId, codeHash, now }: CodeLookup) =>
  and(
    eq(linkCodes.clientId, clientId),
    eq(linkCodes.codeHash, codeHash),
    isNull(linkCodes.usedAt),
    gt(linkCodes.expiresAt, now),
  );

/** Stores a new code's hash, and drops the user's codes that can no longer be used. */
export async function insertLinkCode(
  tx: Transaction,
  code: { clientId: number; userId: number; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await tx
    .delete(linkCodes)
    .where(
      and(
        eq(linkCodes.clientId, code.clientId),
        eq(linkCodes.userId, code.userId),
        or(lte(linkCodes.expiresAt, code.now), isNotNull(linkCodes.usedAt)),
      ),
    );
  const { clientId, userId, codeHash, expiresAt } = code;
  await tx.insert(linkCodes).values({ clientId, userId, codeHash, expiresAt });
}

/**
 * Marks a live code used and answers its user, in one conditional update: of two exchanges at
 * once, the second finds `used_at` set (PostgreSQL re-checks the row after the first commits).
 */
export async function consumeLinkCode(tx: Transaction, lookup: CodeLookup): Promise<number | undefined> {
  const [row] = await tx
    .update(linkCodes)
    .set({ usedAt: lookup.now })
    .where(isLive(lookup))
    .returning({ userId: linkCodes.userId });
  return row?.userId;
}

/** Counts one look at a live code and answers its user, while it has looks left. */
export async function countLinkCodePreview(
  db: Db,
  lookup: CodeLookup & { maxPreviews: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(linkCodes)
    .set({ previews: sql`${linkCodes.previews} + 1` })
    .where(and(isLive(lookup), lt(linkCodes.previews, lookup.maxPreviews)))
    .returning({ userId: linkCodes.userId });
  return row?.userId;
}
