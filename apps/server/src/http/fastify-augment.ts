// Declarations only: what buildApp decorates every Fastify instance with.
import type { Env } from '../config/env.ts';
import type { Database, DatabaseKind } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
    config: Env;
  }
}
