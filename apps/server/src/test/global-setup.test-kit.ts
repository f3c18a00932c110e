import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed-demo-data.ts';
import { createTemplateDatabase, dropDatabase, testDatabaseKind } from './test-database.test-kit.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tarball) each test file starts from. */
    pgliteSnapshotPath: string;
    /** A migrated and seeded PostgreSQL database each test file copies. */
    postgresTemplate: string;
  }
}

/** Migrates and seeds once per run; every test file starts from a copy. */
export default async function setup(project: TestProject) {
  if (testDatabaseKind() === 'postgres') {
    const template = await createTemplateDatabase();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshotPath', '');
    return () => dropDatabase(template);
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await migrateDatabase(handle);
  await seedDemoData(handle.db, { today: new Date() });
  const snapshot = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  if (!snapshot) throw new Error('PGlite snapshot failed');
  const path = join(tmpdir(), `leisure-pglite-${process.pid}-${Date.now()}.tar`);
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  project.provide('postgresTemplate', '');
  return () => rm(path, { force: true });
}
