import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export interface OutboxKey {
  clientId: number;
  id: number;
}

/** The mails being sent, per embedded database: PGlite serves one process, so this sees them all. */
const sendingByEmbedded = new WeakMap<PGlite, Set<string>>();
const keyOf = (mail: OutboxKey) => `${mail.clientId}:${mail.id}`;

function embeddedOf(db: Database): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/**
 * Runs `send` for an unsent outbox row and stamps `sent_at`, at most once whoever else tries
 * the same row at the same time, in this process or another. Answers false when the row was
 * sent already or is being sent elsewhere.
 *
 * On PostgreSQL the claim is the row lock: one transaction reads the row `FOR UPDATE SKIP
 * LOCKED`, sends, and stamps it. Another process skips the row while it is being sent and
 * finds it stamped afterwards; a failed send, or a process that dies mid-send, rolls the claim
 * back and the row waits, unsent, for the next pass (`unsentMails`), so a restart loses nothing.
 * PGlite serves one process only and runs transactions one at a time (one held open over an
 * SMTP call would stall every request), so there a set of the mails being sent, kept per
 * embedded database, is the whole claim.
 */
export async function sendOnce(
  db: Database,
  mail: OutboxKey,
  send: (row: OutboxRow) => Promise<void>,
): Promise<boolean> {
  const embedded = embeddedOf(db);
  if (embedded) return sendEmbedded(db, embedded, mail, send);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(isRow(mail), isNull(outbox.sentAt)))
      .for('update', { skipLocked: true });
    if (!row) return false;
    await send(row);
    await tx.update(outbox).set({ sentAt: new Date() }).where(isRow(mail));
    return true;
  });
}

async function sendEmbedded(
  db: Database,
  embedded: PGlite,
  mail: OutboxKey,
  send: (row: OutboxRow) => Promise<void>,
): Promise<boolean> {
  const sending = sendingByEmbedded.get(embedded) ?? new Set<string>();
  sendingByEmbedded.set(embedded, sending);
  const key = keyOf(mail);
  if (sending.has(key)) return false;
  sending.add(key);
  try {
    const [row] = await db
      .select()
      .from(outbox)
      .where(and(isRow(mail), isNull(outbox.sentAt)));
    if (!row) return false;
    await send(row);
    await db.update(outbox).set({ sentAt: new Date() }).where(isRow(mail));
    return true;
  } finally {
    sending.delete(key);
  }
}

const isRow = (mail: OutboxKey) => and(eq(outbox.clientId, mail.clientId), eq(outbox.id, mail.id));

/** A mail not sent within this long is given up (its links have lapsed by then anyway). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * Unsent mails older than `settledMs` (the sender that recorded one normally sends it at once)
 * and younger than a day, oldest first: what a pass of the outbox worker sends.
 */
export function unsentMails(db: Database, options: { now: Date; settledMs: number; limit: number }) {
  const now = options.now.getTime();
  return db
    .select({ clientId: outbox.clientId, id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        gt(outbox.createdAt, new Date(now - GIVE_UP_AFTER_MS)),
        lte(outbox.createdAt, new Date(now - options.settledMs)),
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(options.limit);
}
