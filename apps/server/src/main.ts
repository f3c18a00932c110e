import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from './config/env.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { buildApp } from './http/app.ts';

async function main() {
  const config = parseEnv(process.env);
  const database: DatabaseHandle = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR) });
  await migrateDatabase(database);
  const seed = config.SEED_DEMO_DATA
    ? await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }))
    : undefined;

  const here = dirname(fileURLToPath(import.meta.url));
  const webDistDir = resolve(config.WEB_DIST_DIR ?? resolve(here, '../../web/dist'));
  const app = await buildApp({ config, database, webDistDir });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = (app: string, client = 'demo') => `http://${app}.${client}.localhost:${config.PORT}`;
  const bookingsPath = config.BASE_PATH === '/' ? '' : config.BASE_PATH;
  const engine = database.kind === 'pglite' ? `PGlite (${config.DATA_DIR})` : 'PostgreSQL';
  const lines = [
    '',
    `Leisure bookings is running on ${engine}.`,
    '',
    `  Bookings        ${url('bookings')}${bookingsPath}`,
    `  My account      ${url('my-account')}`,
    `  Online joining  ${url('online-joining')}`,
    `  Second client   ${url('bookings', 'riverside')}${bookingsPath}`,
    `  API docs        http://localhost:${config.PORT}/api/docs`,
    '',
  ];
  if (seed) {
    lines.push(seed.created ? 'Demo data created. Demo logins:' : 'Demo logins:');
    for (const login of seed.logins)
      lines.push(`  ${login.label.padEnd(24)}${login.username} / ${login.password}`);
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
