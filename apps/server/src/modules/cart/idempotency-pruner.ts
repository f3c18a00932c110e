import { and, asc, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import type { IntervalWork } from '../../process/interval-worker.ts';
import { KEEP } from './idempotency.ts';

/** How often a server process deletes keys past their keep window. */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 5 * 60_000;

export interface PruneLimits {
  /** Rows one statement deletes at most: each batch holds its row locks only that long. */
  batchSize: number;
  /** Batches one pass runs at most, so a pass ends; the next pass goes on. */
  maxBatches: number;
}

const DEFAULT_LIMITS: PruneLimits = { batchSize: 1_000, maxBatches: 50 };

/**
 * Deletes up to `batchSize` of the oldest keys past their keep window; answers how many. Rows
 * another process is deleting, or a request is renewing, are skipped (`SKIP LOCKED`), so any
 * number of processes may prune at once; a key renewed meanwhile is young again and stays
 * (the condition is checked again on the row deleted).
 */
export async function pruneIdempotencyBatch(db: Database, batchSize: number): Promise<number> {
  const isExpired = lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`);
  const batch = db
    .select({ clientId: idempotencyKeys.clientId, owner: idempotencyKeys.owner, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(isExpired)
    .orderBy(asc(idempotencyKeys.createdAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      and(
        sql`(${idempotencyKeys.clientId}, ${idempotencyKeys.owner}, ${idempotencyKeys.key}) in (${batch})`,
        isExpired,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** One pass: batches until one comes back short, the limit is reached, or the process stops. */
export async function pruneIdempotencyKeys(
  db: Database,
  limits: PruneLimits = DEFAULT_LIMITS,
  isStopping: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (let batches = 0; batches < limits.maxBatches && !isStopping(); batches++) {
    const deleted = await pruneIdempotencyBatch(db, limits.batchSize);
    total += deleted;
    if (deleted < limits.batchSize) break;
  }
  return total;
}

/**
 * Every 5 minutes, deletes the idempotency keys older than their 24 hours, which no request
 * reads again, in bounded batches. Tests call `pruneIdempotencyKeys` directly.
 */
export function idempotencyPrunerWork(app: FastifyInstance): IntervalWork {
  return {
    name: 'idempotency key pruner',
    intervalMs: IDEMPOTENCY_PRUNE_INTERVAL_MS,
    pass: async (isStopping) => {
      const deleted = await pruneIdempotencyKeys(app.db, DEFAULT_LIMITS, isStopping);
      if (deleted > 0) app.log.info({ deleted }, 'idempotency key pruner');
    },
  };
}
