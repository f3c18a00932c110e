import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the defaults the README documents', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', DEFAULT_CLIENT: 'demo', BASE_PATH: '/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.AUTH_BEARER).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });

  it('reads flags and numbers', () => {
    const env = parseEnv({ PORT: '9000', AUTH_BEARER: 'true', SEED_DEMO_DATA: 'false', BASE_PATH: '/book/' });
    expect(env).toMatchObject({ PORT: 9000, AUTH_BEARER: true, SEED_DEMO_DATA: false, BASE_PATH: '/book/' });
  });

  it('fails fast with every problem named', () => {
    expect(() => parseEnv({ PORT: 'eighty', BASE_PATH: 'book' })).toThrow(/PORT[\s\S]*BASE_PATH/);
  });

  it('refuses a read replica without its primary', () => {
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://replica/leisure' })).toThrow(
      /DATABASE_READ_URL: a read replica needs its primary: set DATABASE_URL/,
    );
    const env = parseEnv({
      DATABASE_URL: 'postgres://primary/leisure',
      DATABASE_READ_URL: 'postgres://replica/leisure',
    });
    expect(env.DATABASE_READ_URL).toBe('postgres://replica/leisure');
  });
});
