import type { Env } from '../config/env.ts';
import type { DatabaseKind } from '../db/client.ts';
import type { SeedResult } from '../db/seed/seed-demo-data.ts';

/** What the server prints once it answers: where the apps are, and the demo logins. */
export function startupBanner(input: {
  config: Env;
  kind: DatabaseKind;
  seed: SeedResult | undefined;
  processes: number;
}): string {
  const { config, seed } = input;
  const url = (app: string, client = 'demo') => `http://${app}.${client}.localhost:${config.PORT}`;
  const bookingsPath = config.BASE_PATH === '/' ? '' : config.BASE_PATH;
  const engine = input.kind === 'pglite' ? `PGlite (${config.DATA_DIR})` : 'PostgreSQL';
  const processes = input.processes > 1 ? ` in ${input.processes} processes` : '';
  const lines = [
    '',
    `Leisure bookings is running on ${engine}${processes}.`,
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
    const width = Math.max(...seed.logins.map((login) => login.label.length)) + 2;
    for (const login of seed.logins)
      lines.push(`  ${login.label.padEnd(width)}${login.username} / ${login.password}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
