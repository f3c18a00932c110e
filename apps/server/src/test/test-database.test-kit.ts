import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed-demo-data.ts';

/** Which engine the API suite runs on: PGlite unless TEST_DATABASE=postgres (with DATABASE_URL). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's name (undefined on PGlite). */
  name?: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * PostgreSQL only: where the handle's `readDb` reads, given the test database's URL (a replica
   * of it, or a port where nothing listens); `readDb` is the database itself otherwise.
   */
  readUrlFor?: (url: string) => string;
}

/**
 * A fresh, migrated and seeded database for one test file: a PGlite copy of the run's
 * snapshot, or a PostgreSQL copy of the run's template database, dropped afterwards.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    if (options.readUrlFor) throw new Error('a read URL needs TEST_DATABASE=postgres');
    const snapshot = await readFile(inject('pgliteSnapshotPath'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, pglite });
    return { handle, drop: () => handle.close() };
  }
  const name = uniqueDatabaseName();
  await withAdminConnection((admin) =>
    admin.query(`create database ${name} template ${inject('postgresTemplate')}`),
  );
  const url = databaseUrl(name);
  const handle = await openDatabase({
    kind: 'postgres',
    url,
    readUrl: options.readUrlFor?.(url),
    poolSize: 5,
  });
  return {
    handle,
    name,
    async drop() {
      await handle.close();
      await dropDatabase(name);
    },
  };
}

/** A migrated, seeded PostgreSQL database for test files to copy (`create database ... template`). */
export async function createTemplateDatabase(): Promise<string> {
  const name = uniqueDatabaseName();
  await withAdminConnection((admin) => admin.query(`create database ${name}`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { today: new Date() });
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminConnection((admin) => admin.query(`drop database if exists ${name} with (force)`));
}

function uniqueDatabaseName(): string {
  return `leisure_test_${randomBytes(6).toString('hex')}`;
}

function databaseUrl(name: string): string {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
