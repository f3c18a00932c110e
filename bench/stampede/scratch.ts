// A scratch database for one bench run: a PostgreSQL database created beside DATABASE_URL's (and
// dropped afterwards), or a PGlite data directory in the temporary folder (removed afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';

export interface Scratch {
  kind: 'postgres' | 'pglite';
  /** What the server needs to find it: DATABASE_URL, or DATA_DIR. */
  serverEnv: Record<string, string>;
  /** The scratch database's own URL (PostgreSQL only). */
  url?: string;
  open(poolSize?: number): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function withAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratch(
  kind: 'postgres' | 'pglite',
  baseUrl: string | undefined,
): Promise<Scratch> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'leisure-stampede-'));
    return {
      kind,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!baseUrl)
    throw new Error('--database=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `leisure_stampede_${randomBytes(4).toString('hex')}`;
  await withAdmin(baseUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    serverEnv: { DATABASE_URL: url.toString() },
    url: url.toString(),
    open: (poolSize = 8) => openDatabase({ kind: 'postgres', url: url.toString(), poolSize }),
    drop: () => withAdmin(baseUrl, (admin) => dropOnceIdle(admin, name)),
  };
}

/** Drops a database once the closed pools' backends have gone (so none is terminated). */
async function dropOnceIdle(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
