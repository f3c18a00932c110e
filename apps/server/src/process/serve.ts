import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { levels } from 'pino';
import { ConfigurationError, type Env } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { type SeedResult, seedDemoData } from '../db/seed/seed-demo-data.ts';
import { buildApp } from '../http/app.ts';
import { clientPaymentProblems } from '../modules/payments/settings/settings-check.ts';
import { startBackgroundWork } from './background.ts';
import { startupBanner } from './banner.ts';

/**
 * The database the settings name: PostgreSQL with DATABASE_URL (reads that may lag from
 * DATABASE_READ_URL when set), PGlite in DATA_DIR otherwise.
 */
export function openConfiguredDatabase(config: Env): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        readUrl: config.DATABASE_READ_URL,
        poolSize: config.DATABASE_POOL_SIZE,
      })
    : openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR) });
}

/**
 * Migrations, then the demo data when asked for (created once, under the database-wide lock, so
 * processes starting together neither migrate nor seed twice). Answers the demo logins.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Env,
): Promise<SeedResult | undefined> {
  await migrateDatabase(database);
  if (config.NODE_ENV === 'production') {
    // Each client's own payment account must be fit to take money (decision 35).
    const problems = await clientPaymentProblems(database.db, config);
    if (problems.length > 0) {
      const lines = problems.map((problem) => `  ${problem.setting}: ${problem.message}`);
      throw new ConfigurationError(`Invalid payment settings:\n${lines.join('\n')}`);
    }
  }
  if (!config.SEED_DEMO_DATA) return undefined;
  return database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
}

/**
 * Builds the app on an open database, starts the process's background work and listens on PORT. Under
 * the cluster module every worker's `listen` shares the primary's one socket.
 */
export async function startServer(config: Env, database: DatabaseHandle): Promise<FastifyInstance> {
  const here = dirname(fileURLToPath(import.meta.url));
  const webDistDir = resolve(config.WEB_DIST_DIR ?? resolve(here, '../../web/dist'));
  const app = await buildApp({ config, database, webDistDir });
  startBackgroundWork(app);
  await listenWithOneLine(app, config);
  return app;
}

/**
 * Listens on PORT and logs it in one line. Fastify logs "Server listening at http://…" once per
 * network interface when HOST is 0.0.0.0, with addresses a browser may not reach (a container's
 * own), which read like addresses to open: the banner prints those (banner.ts).
 */
export async function listenWithOneLine(app: FastifyInstance, config: Env): Promise<void> {
  const level = app.log.level;
  if ((levels.values[level] ?? 0) < (levels.values.warn ?? 40)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } finally {
    app.log.level = level;
  }
  const address = app.server.address();
  app.log.info(
    { host: config.HOST, port: typeof address === 'object' ? address?.port : address },
    'listening',
  );
}

/**
 * Stops taking requests, lets those under way finish and background work stop (Fastify's close
 * hooks), then closes the database. Safe to call more than once: later calls wait for the first.
 */
export function gracefulCloser(
  app: FastifyInstance,
  database: DatabaseHandle,
): (reason: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (reason) => {
    closing ??= (async () => {
      app.log.info({ reason }, 'shutting down');
      await app.close();
      await database.close();
    })();
    return closing;
  };
}

/** SERVER_PROCESSES=1 (the default): everything in this process, on PGlite or PostgreSQL. */
export async function serveInOneProcess(config: Env): Promise<void> {
  const database = await openConfiguredDatabase(config);
  const seed = await prepareDatabase(database, config);
  const app = await startServer(config, database);
  const close = gracefulCloser(app, database);
  const exitAfterClose = (signal: string) =>
    void close(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  process.once('SIGINT', () => exitAfterClose('SIGINT'));
  process.once('SIGTERM', () => exitAfterClose('SIGTERM'));
  process.stdout.write(startupBanner({ config, kind: database.kind, seed, processes: 1 }));
}
