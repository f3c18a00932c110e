import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.test-kit.ts';
import { rowsOf } from './client.ts';

const testApp = useTestApp();

describe('a PostgreSQL connection lost mid-transaction', () => {
  it('fails that transaction, and the process goes on serving', async () => {
    if (testApp.database.handle.kind !== 'postgres') return; // PGlite has no connections to lose
    const db = testApp.database.handle.db;
    const lost = db.transaction(async (tx) => {
      const [row] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Another connection ends this one, as a PostgreSQL restart would, while it sits in the transaction.
      await rowsOf(db, sql`select pg_terminate_backend(${row?.pid ?? 0})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await rowsOf(tx, sql`select 1`);
    });
    await expect(lost).rejects.toThrow();
    const [alive] = await rowsOf<{ one: number }>(db, sql`select 1 as one`);
    expect(alive?.one).toBe(1);
    const answer = await testApp.request({ method: 'GET', url: '/api/client' });
    expect(answer.statusCode).toBe(200);
  });
});
