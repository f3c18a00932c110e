import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

/** A developer's settings: production would refuse most of these tests' sources for its own reasons. */
const development = (source: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'development', ...source });

describe('parseEnv', () => {
  it('applies the defaults the README documents', () => {
    const env = development();
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', DEFAULT_CLIENT: 'demo', BASE_PATH: '/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.AUTH_BEARER).toBe(false);
    expect(env.PAYMENT_PROVIDER).toBe('sandbox');
    expect(env.ALLOW_TEST_PAYMENTS).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(development({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });

  it('reads flags and numbers', () => {
    const env = development({
      PORT: '9000',
      AUTH_BEARER: 'true',
      SEED_DEMO_DATA: 'false',
      BASE_PATH: '/book/',
    });
    expect(env).toMatchObject({ PORT: 9000, AUTH_BEARER: true, SEED_DEMO_DATA: false, BASE_PATH: '/book/' });
  });

  it('fails fast with every problem named', () => {
    expect(() => development({ PORT: 'eighty', BASE_PATH: 'book' })).toThrow(/PORT[\s\S]*BASE_PATH/);
  });

  it('refuses a read replica without its primary', () => {
    expect(() => development({ DATABASE_READ_URL: 'postgres://replica/leisure' })).toThrow(
      /DATABASE_READ_URL: a read replica needs its primary: set DATABASE_URL/,
    );
    const env = development({
      DATABASE_URL: 'postgres://primary/leisure',
      DATABASE_READ_URL: 'postgres://replica/leisure',
    });
    expect(env.DATABASE_READ_URL).toBe('postgres://replica/leisure');
  });
});
