import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { startupBanner } from './banner.ts';

const seed = { created: true, logins: [{ label: 'Demo customer', username: 'c@demo.test', password: 'pw' }] };

describe('the start-up banner', () => {
  it('prints the addresses a browser opens on this machine, never a network interface', () => {
    const config = parseEnv({ NODE_ENV: 'development', PORT: '7141', HOST: '0.0.0.0' });
    const banner = startupBanner({ config, kind: 'pglite', seed, processes: 1 });
    expect(banner).toContain('Bookings        http://bookings.demo.localhost:7141');
    expect(banner).toContain('Second client   http://bookings.riverside.localhost:7141');
    expect(banner).toContain('API docs        http://localhost:7141/api/docs');
    expect(banner).toContain('c@demo.test / pw');
    expect(banner).not.toContain('0.0.0.0');
  });

  it('uses PUBLIC_DOMAIN and the default client when set, and names no demo client without the demo data', () => {
    const config = parseEnv({
      NODE_ENV: 'test',
      PUBLIC_DOMAIN: 'leisure.example.com',
      DEFAULT_CLIENT: 'acme',
    });
    const banner = startupBanner({ config, kind: 'postgres', seed: undefined, processes: 3 });
    expect(banner).toContain('running on PostgreSQL in 3 processes');
    expect(banner).toContain('Bookings        https://bookings.acme.leisure.example.com');
    expect(banner).toContain('API docs        https://bookings.acme.leisure.example.com/api/docs');
    expect(banner).not.toContain('localhost');
    expect(banner).not.toContain('riverside');
  });
});
