import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ReplicaPool } from './replica-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both engines: PGlite (embedded, default) and PostgreSQL (production). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: what a repository function runs on. */
export type Db = Database | Transaction;

/** The rows of a raw statement: both drivers answer `db.execute` with `{rows}`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * For reads that may lag (public venues, themes, visitors' listings): the read replica when
   * one is configured, falling back to the primary while it cannot be reached; otherwise `db`
   * itself. Never for writes, nor for anything that decides capacity.
   */
  readDb: Database;
  kind: DatabaseKind;
  /** The embedded engine, when it is PGlite (snapshots for tests). */
  pglite?: PGlite;
  /** Runs `work` while holding a database-wide lock (migrations and seeding across processes). */
  withExclusiveLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const EXCLUSIVE_LOCK_KEY = 7_340_021;

export type OpenDatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /** A streaming replica of `url`'s database, for `readDb` (same pool size). */
      readUrl?: string | undefined;
    }
  | { kind: 'pglite'; dataDir: string | undefined; pglite?: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options);
  const pglite = options.pglite ?? (await PGlite.create(options.dataDir));
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    pglite,
    // PGlite has one connection in one process: running `work` is already exclusive.
    withExclusiveLock: (work) => work(db),
    close: () => pglite.close(),
  };
}

/** A connection to the replica that cannot be made within this long counts as the replica being down. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

function newPool(config: pg.PoolConfig, name: string): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', (error) => console.error(`${name} pool error`, error));
  // pg-pool listens for errors on idle connections only: a connection dropped while checked out
  // (a transaction open when PostgreSQL restarts) would otherwise crash the process. Its query
  // fails instead, the request answers 500 and the transaction is gone.
  pool.on('connect', (connection) => {
    connection.on('error', (error) => console.error(`${name} connection lost`, error.message));
  });
  return pool;
}

async function openPostgres({
  url,
  poolSize,
  readUrl,
}: Extract<OpenDatabaseOptions, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const pool = newPool({ connectionString: url, max: poolSize }, 'PostgreSQL');
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const replica = readUrl
    ? new ReplicaPool({
        primary: pool,
        replica: newPool(
          { connectionString: readUrl, max: poolSize, connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS },
          'PostgreSQL read replica',
        ),
      })
    : undefined;
  // drizzle drives the replica pool as it drives a pg.Pool: `query`, `connect` and `release`.
  const readDb = replica
    ? (drizzlePostgres({ client: replica as unknown as pg.Pool, schema }) as unknown as Database)
    : db;
  return {
    db,
    readDb,
    kind: 'postgres',
    async withExclusiveLock(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
        return await work(drizzlePostgres({ client: connection, schema }) as unknown as Database);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}
