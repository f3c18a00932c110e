import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { buildApp } from '../http/app.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database.test-kit.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** With `readDb: 'copy'`: the second database `app.readDb` reads. */
  readDatabase?: TestDatabase;
  /** A request as the given client's bookings app would send it. */
  request(options: InjectOptions & { client?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  register?: (app: FastifyInstance) => void;
  env?: Record<string, string>;
  webDistDir?: string;
  /**
   * What `app.readDb` reads: the app's database (unset); `copy`, a second copy of the seeded
   * database, so that a test sees which routes read it; or a read URL (PostgreSQL only).
   */
  readDb?: 'copy' | Required<TestDatabaseOptions>;
  /** Where the app's log lines go (with `env.LOG_LEVEL` set to see them). */
  logStream?: { write(line: string): void };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { readDb } = options;
  const database = await createTestDatabase(readDb === 'copy' ? {} : readDb);
  const readDatabase = readDb === 'copy' ? await createTestDatabase() : undefined;
  // Tests change the database under the server's feet: no per-process memory of sold-out places.
  const config = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SOLD_OUT_MEMORY_MS: '0', ...options.env });
  const handle = readDatabase ? { ...database.handle, readDb: readDatabase.handle.db } : database.handle;
  const app = await buildApp({
    config,
    database: handle,
    beforeReady: options.register,
    webDistDir: options.webDistDir,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    readDatabase,
    request: ({ client = 'demo', headers, ...rest }) =>
      app.inject({ ...rest, headers: { host: `bookings.${client}.localhost:8080`, ...headers } }),
    async close() {
      await app.close();
      await database.drop();
      await readDatabase?.drop();
    },
  };
}

/**
 * The app of a test file, on a fresh copy of the seeded database: started before its tests and
 * closed after them. The object is filled in `beforeAll`, so use it inside tests and hooks only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await startTestApp(options));
  });
  afterAll(() => testApp.close?.());
  return testApp;
}

/** The `data` of a success body. */
export function dataOf<T = unknown>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}
