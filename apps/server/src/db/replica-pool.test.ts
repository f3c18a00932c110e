import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ReplicaPool, replicaFailureOf } from './replica-pool.ts';

const QUERY = { text: 'select 1' };

function databaseError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError(`failed with ${code}`, 0, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5433`), { code });
}

/**
 * A replica whose connections answer `replica`, or fail as told; a primary that answers
 * `primary`. The replica pool only ever sees their `connect`, `query`, `release` and `end`.
 */
function poolsFor(replicaFails: { connect?: Error; query?: Error } = {}) {
  const release = vi.fn();
  const connection = {
    query: vi.fn(async () => {
      if (replicaFails.query) throw replicaFails.query;
      return { rows: [{ from: 'replica' }] };
    }),
    release,
  };
  const replica = {
    connect: vi.fn(async () => {
      if (replicaFails.connect) throw replicaFails.connect;
      return connection;
    }),
    end: vi.fn(async () => {}),
  };
  const primaryConnection = { query: vi.fn(), release: vi.fn() };
  const primary = {
    query: vi.fn(async () => ({ rows: [{ from: 'primary' }] })),
    connect: vi.fn(async () => primaryConnection),
  };
  let now = 1_000_000;
  const warn = vi.fn();
  const pool = new ReplicaPool({
    replica: replica as unknown as pg.Pool,
    primary: primary as unknown as pg.Pool,
    retryAfterMs: 5_000,
    warn,
    now: () => now,
  });
  const answer = async () => ((await pool.query(QUERY)).rows[0] as { from: string }).from;
  const later = (ms: number) => {
    now += ms;
  };
  return { pool, replica, connection, release, primary, primaryConnection, warn, answer, later };
}

describe('the read replica pool', () => {
  it('answers from the replica while the replica answers, and hands its connections back', async () => {
    const pools = poolsFor();
    expect(await pools.answer()).toBe('replica');
    expect(pools.release).toHaveBeenCalledWith();
    expect(pools.primary.query).not.toHaveBeenCalled();
  });

  it('answers from the primary when the replica refuses connections, warning once and resting it', async () => {
    const pools = poolsFor({ connect: socketError('ECONNREFUSED') });
    expect(await Promise.all([pools.answer(), pools.answer(), pools.answer()])).toEqual([
      'primary',
      'primary',
      'primary',
    ]);
    expect(pools.warn).toHaveBeenCalledTimes(1);
    expect(pools.warn.mock.calls[0]?.[0]).toMatch(/read replica unreachable \(connect ECONNREFUSED/);
    expect(pools.pool.isResting).toBe(true);

    // While it rests, the replica is not asked at all.
    const asked = pools.replica.connect.mock.calls.length;
    pools.later(4_000);
    expect(await pools.answer()).toBe('primary');
    expect(pools.replica.connect).toHaveBeenCalledTimes(asked);

    // After the rest it is tried again (and, still down, warned about again).
    pools.later(1_001);
    expect(await pools.answer()).toBe('primary');
    expect(pools.replica.connect).toHaveBeenCalledTimes(asked + 1);
    expect(pools.warn).toHaveBeenCalledTimes(2);
  });

  it('destroys a connection lost mid-query and asks the primary instead', async () => {
    const pools = poolsFor({ query: new Error('Connection terminated unexpectedly') });
    expect(await pools.answer()).toBe('primary');
    expect(pools.release).toHaveBeenCalledWith(true);
    expect(pools.pool.isResting).toBe(true);
  });

  it.each([
    ['a query replay cancelled', '40001'],
    ['a column a migration has added on the primary only', '42703'],
  ])('asks the primary %s, without resting the replica', async (_, code) => {
    const pools = poolsFor({ query: databaseError(code) });
    expect(await pools.answer()).toBe('primary');
    expect(pools.release).toHaveBeenCalledWith(false);
    expect(pools.pool.isResting).toBe(false);
    expect(pools.warn).not.toHaveBeenCalled();
  });

  it('fails a statement that fails on its own, without asking the primary', async () => {
    const pools = poolsFor({ query: databaseError('42601') });
    await expect(pools.answer()).rejects.toThrow('failed with 42601');
    expect(pools.primary.query).not.toHaveBeenCalled();
    expect(pools.pool.isResting).toBe(false);
  });

  it("hands out the primary's connection (a transaction) while the replica is down", async () => {
    const pools = poolsFor({ connect: new Error('timeout exceeded when trying to connect') });
    expect(await pools.pool.connect()).toBe(pools.primaryConnection);
    expect(pools.warn).toHaveBeenCalledTimes(1);
  });
});

describe('replicaFailureOf', () => {
  it.each([
    [socketError('ECONNREFUSED'), 'unreachable'],
    [socketError('ECONNRESET'), 'unreachable'],
    [new Error('Connection terminated unexpectedly'), 'unreachable'],
    [databaseError('57P01'), 'unreachable'],
    [databaseError('57P03'), 'unreachable'],
    [databaseError('08006'), 'unreachable'],
    [databaseError('40001'), 'standby'],
    [databaseError('40P01'), 'standby'],
    [databaseError('42703'), 'standby'],
    [databaseError('42P01'), 'standby'],
    [databaseError('23505'), 'query'],
    [databaseError('42601'), 'query'],
    [databaseError('3D000'), 'query'],
    [new TypeError('not a connection problem'), 'query'],
  ])('%s is %s', (error, failure) => {
    expect(replicaFailureOf(error)).toBe(failure);
  });
});
