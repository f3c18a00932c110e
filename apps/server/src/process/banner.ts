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
  // The addresses a browser opens: under PUBLIC_DOMAIN in production, else on this machine
  // (browsers resolve *.localhost here), never the network interfaces the server listens on.
  const url = (app: string, client = config.DEFAULT_CLIENT) =>
    config.PUBLIC_DOMAIN
      ? `https://${app}.${client}.${config.PUBLIC_DOMAIN}`
      : `http://${app}.${client}.localhost:${config.PORT}`;
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
    ...(seed ? [`  Second client   ${url('bookings', 'riverside')}${bookingsPath}`] : []),
    `  API docs        ${config.PUBLIC_DOMAIN ? url('bookings') : `http://localhost:${config.PORT}`}/api/docs`,
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
