import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/**
 * How long a key's first result is replayed (Stripe and pretix keep 24 hours); older rows are
 * never read again and the pruner deletes them (idempotency-pruner.ts).
 */
export const KEEP = sql`interval '24 hours'`;

export interface IdempotencyScope {
  clientId: number;
  /** Whose key it is: `user:{id}` or `guest:{guest key hash}`. */
  owner: string;
  key: string;
  requestHash: string;
}

const conflict = () =>
  new AppError({
    statusCode: 409,
    code: 'idempotency_conflict',
    message: 'This Idempotency-Key was already used with a different request.',
  });

/** The request's `Idempotency-Key` scope, or undefined when it sent none. */
export function idempotencyScopeOf(
  request: FastifyRequest,
  owner: { clientId: number; owner: string },
): IdempotencyScope | undefined {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return undefined;
  if (key.length > 255) {
    throw new AppError({
      statusCode: 422,
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { 'Idempotency-Key': ['At most 255 characters.'] },
    });
  }
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
  return { ...owner, key, requestHash };
}

/** The stored first result for the key within 24 h: its body, or 409 when the request differs. */
async function replayOf(
  db: Database | Transaction,
  scope: IdempotencyScope,
): Promise<{ body: unknown } | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.clientId, scope.clientId),
        eq(idempotencyKeys.owner, scope.owner),
        eq(idempotencyKeys.key, scope.key),
        gt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.requestHash !== scope.requestHash) throw conflict();
  return { body: row.responseBody };
}

/** What every mutating basket call says about `Idempotency-Key` in the OpenAPI document. */
export const idempotencyNote =
  'Honours `Idempotency-Key`: a repeat with the same key and body within 24 h returns the first result and changes nothing; the same key with another body is 409 `idempotency_conflict`.';

class AlreadyRecorded extends Error {}

/**
 * Runs a mutation once per key. `prepare` does the read-only checks and answers the work for
 * the transaction. Without a key it just runs the work in a transaction. With one,
 * a live record answers at once (the first body, or 409 for another request); otherwise the
 * result is recorded in the same transaction as the mutation, so a concurrent twin either
 * waits and finds the record, or records first and this one rolls back and replays it.
 * Only successes are recorded: a failed call changed nothing and may be retried.
 */
export async function once<T>(
  db: Database,
  scope: IdempotencyScope | undefined,
  status: number,
  prepare: () => Promise<(tx: Transaction) => Promise<T>>,
): Promise<T> {
  if (!scope) return db.transaction(await prepare());
  const earlier = await replayOf(db, scope);
  if (earlier) return earlier.body as T;
  // Checks that read outside the transaction run first: PGlite has one connection, and a
  // query outside an open transaction would wait for it.
  const work = await prepare();
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      const recorded = await tx
        .insert(idempotencyKeys)
        .values({
          clientId: scope.clientId,
          owner: scope.owner,
          key: scope.key,
          requestHash: scope.requestHash,
          responseStatus: status,
          responseBody: result as object,
        })
        .onConflictDoUpdate({
          target: [idempotencyKeys.clientId, idempotencyKeys.owner, idempotencyKeys.key],
          set: {
            requestHash: scope.requestHash,
            responseStatus: status,
            responseBody: result as object,
            createdAt: sql`now()`,
          },
          setWhere: sql`${idempotencyKeys.createdAt} <= now() - ${KEEP}`,
        })
        .returning({ key: idempotencyKeys.key });
      if (recorded.length === 0) throw new AlreadyRecorded();
      return result;
    });
  } catch (error) {
    if (!(error instanceof AlreadyRecorded)) throw error;
    const replay = await replayOf(db, scope);
    if (!replay) throw error;
    return replay.body as T;
  }
}
