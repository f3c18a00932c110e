import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, idempotencyKeys } from '../../db/schema/index.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../test/test-database.test-kit.ts';
import { pruneIdempotencyBatch, pruneIdempotencyKeys } from './idempotency-pruner.ts';

let database: TestDatabase;
let clientId = 0;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  const [demo] = await db().select({ id: clients.id }).from(clients).where(eq(clients.slug, 'demo'));
  clientId = demo?.id ?? 0;
});
afterAll(() => database.drop());
beforeEach(() => db().delete(idempotencyKeys));

/** Keys recorded `hoursAgo` hours ago, named `{prefix}-{n}`. */
async function recordKeys(prefix: string, count: number, hoursAgo: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    clientId,
    owner: 'guest:test',
    key: `${prefix}-${index}`,
    requestHash: 'hash',
    responseStatus: 200,
    responseBody: { data: index },
    createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
  }));
  await db().insert(idempotencyKeys).values(rows);
}

const keysLeft = async () =>
  (await db().select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key).sort();

describe('pruning idempotency keys past their 24 hours', () => {
  it('deletes the keys older than 24 hours and keeps the younger ones', async () => {
    await recordKeys('old', 5, 25);
    await recordKeys('young', 2, 23);
    expect(await pruneIdempotencyKeys(db(), { batchSize: 2, maxBatches: 10 })).toBe(5);
    expect(await keysLeft()).toEqual(['young-0', 'young-1']);
  });

  it('deletes in bounded batches, and a pass stops at its batch limit', async () => {
    await recordKeys('old', 7, 30);
    expect(await pruneIdempotencyBatch(db(), 3)).toBe(3);
    expect(await keysLeft()).toHaveLength(4);
    expect(await pruneIdempotencyKeys(db(), { batchSize: 1, maxBatches: 2 })).toBe(2);
    expect(await keysLeft()).toHaveLength(2);
    expect(await pruneIdempotencyKeys(db(), { batchSize: 1, maxBatches: 2 }, () => true)).toBe(0);
  });

  it('is safe with many processes pruning at once: each key is deleted once, none is left', async () => {
    await recordKeys('old', 60, 48);
    await recordKeys('young', 3, 1);
    const passes = Array.from({ length: 4 }, () =>
      pruneIdempotencyKeys(db(), { batchSize: 5, maxBatches: 100 }),
    );
    const deleted = await Promise.all(passes);
    expect(deleted.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(await keysLeft()).toEqual(['young-0', 'young-1', 'young-2']);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'skips a key a request is renewing, which stays young',
    async () => {
      await recordKeys('old', 1, 30);
      await db().transaction(async (tx) => {
        // A request's upsert renews the expired key and holds its row lock until it commits.
        await tx
          .update(idempotencyKeys)
          .set({ createdAt: sql`now()` })
          .where(eq(idempotencyKeys.key, 'old-0'));
        expect(await pruneIdempotencyBatch(db(), 10)).toBe(0);
      });
      expect(await pruneIdempotencyKeys(db())).toBe(0);
      expect(await keysLeft()).toEqual(['old-0']);
    },
  );
});
