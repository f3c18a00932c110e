import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { parseEnv } from '../config/env.ts';
import { buildApp } from '../http/app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A request as the given client's bookings app would send it. */
  request(options: InjectOptions & { client?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    register?: (app: FastifyInstance) => void;
    env?: Record<string, string>;
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config,
    database: database.handle,
    beforeReady: options.register,
    webDistDir: options.webDistDir,
  });
  await app.ready();
  return {
    app,
    database,
    request: ({ client = 'demo', headers, ...rest }) =>
      app.inject({ ...rest, headers: { host: `bookings.${client}.localhost:8080`, ...headers } }),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The `data` of a success body. */
export function dataOf<T = unknown>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}
