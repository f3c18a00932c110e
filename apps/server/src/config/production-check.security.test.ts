import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_HANDOFF_SECRET,
  DEVELOPMENT_PAYMENT_SETTINGS_KEY,
  DEVELOPMENT_SANDBOX_WEBHOOK_SECRET,
} from './development-secrets.ts';
import { parseEnv } from './env.ts';

const secret = (letter: string) => letter.repeat(48);
const liveStripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51Hrealkey',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hrealkey',
  STRIPE_WEBHOOK_SECRET: 'whsec_realsecret',
};
const liveOpayo = {
  PAYMENT_PROVIDER: 'opayo',
  OPAYO_API_URL: 'https://pi-live.sagepay.com/api/v1',
  OPAYO_VENDOR_NAME: 'leisurevendor',
  OPAYO_INTEGRATION_KEY: 'integration-key',
  OPAYO_INTEGRATION_PASSWORD: 'integration-password',
};
/** A production deployment that takes money: every check passes. */
const complete = {
  NODE_ENV: 'production',
  PUBLIC_DOMAIN: 'leisure.example.com',
  HANDOFF_SECRET: secret('h'),
  PAYMENT_SETTINGS_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...liveStripe,
};
/** The demo deployment: production, on the sandbox by choice. */
const demo = {
  ...complete,
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_TEST_PAYMENTS: 'true',
  SANDBOX_WEBHOOK_SECRET: secret('s'),
};

/** The start-up message for these settings (parseEnv throws it), or '' when they start. */
function refusalOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('production refuses to start in an unsafe configuration', () => {
  it('starts with a complete configuration, without the demo data unless asked', () => {
    expect(refusalOf(complete)).toBe('');
    expect(refusalOf({ ...complete, ...liveOpayo })).toBe('');
    expect(refusalOf(demo)).toBe('');
    expect(parseEnv(complete).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ ...demo, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('is production when NODE_ENV is unset, and names every missing setting in one message', () => {
    const message = refusalOf({});
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PUBLIC_DOMAIN: required in production/);
    expect(message).toMatch(/HANDOFF_SECRET: required in production/);
    expect(message).toMatch(/PAYMENT_PROVIDER: sandbox \(the default\) takes no money/);
    expect(message).toMatch(/PAYMENT_SETTINGS_KEY: required in production/);
    expect(message).toMatch(/NODE_ENV is unset, which means production/);
  });

  it('names the schema problems and the production ones together', () => {
    const message = refusalOf({ ...complete, PORT: 'eighty', PUBLIC_DOMAIN: undefined });
    expect(message).toMatch(/PORT:[\s\S]*PUBLIC_DOMAIN: required in production/);
  });

  it.each([
    ['no public domain', { PUBLIC_DOMAIN: undefined }, /PUBLIC_DOMAIN: required in production/],
    [
      'the sandbox without the opt-in',
      { ...demo, ALLOW_TEST_PAYMENTS: 'false' },
      /PAYMENT_PROVIDER: sandbox/,
    ],
    ['an unknown provider', { PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER: 'paypal' is not supported/],
    [
      'no payment settings key',
      { PAYMENT_SETTINGS_KEY: undefined },
      /PAYMENT_SETTINGS_KEY: required in production/,
    ],
    [
      'the development payment settings key',
      { PAYMENT_SETTINGS_KEY: DEVELOPMENT_PAYMENT_SETTINGS_KEY },
      /PAYMENT_SETTINGS_KEY: is a published development value/,
    ],
    [
      'a short payment settings key',
      { PAYMENT_SETTINGS_KEY: 'c2hvcnQ=' },
      /PAYMENT_SETTINGS_KEY: must be 32 bytes/,
    ],
    ['a bad old key', { PAYMENT_SETTINGS_OLD_KEYS: 'c2hvcnQ=' }, /PAYMENT_SETTINGS_OLD_KEYS: each key/],
    ['no hand-off secret', { HANDOFF_SECRET: '' }, /HANDOFF_SECRET: required in production/],
    [
      'the development hand-off secret',
      { HANDOFF_SECRET: DEVELOPMENT_HANDOFF_SECRET },
      /HANDOFF_SECRET: is a published development value/,
    ],
    ['a short hand-off secret', { HANDOFF_SECRET: 'x'.repeat(20) }, /HANDOFF_SECRET: /],
    [
      'no sandbox webhook secret',
      { ...demo, SANDBOX_WEBHOOK_SECRET: undefined },
      /SANDBOX_WEBHOOK_SECRET: required/,
    ],
    [
      'the development sandbox webhook secret',
      { ...demo, SANDBOX_WEBHOOK_SECRET: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET },
      /SANDBOX_WEBHOOK_SECRET: is a published development value/,
    ],
    [
      'a short sandbox webhook secret',
      { ...demo, SANDBOX_WEBHOOK_SECRET: 'x'.repeat(20) },
      /SANDBOX_WEBHOOK_SECRET: must be at least 32 characters/,
    ],
    ['no Stripe secret key', { STRIPE_SECRET_KEY: undefined }, /STRIPE_SECRET_KEY: required with stripe/],
    [
      'a Stripe test key',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      /STRIPE_SECRET_KEY: a test-mode key/,
    ],
    [
      'Stripe keys of two modes',
      { STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      /STRIPE_PUBLISHABLE_KEY: is not of the same mode/,
    ],
    [
      'no Stripe webhook secret',
      { STRIPE_WEBHOOK_SECRET: undefined },
      /STRIPE_WEBHOOK_SECRET: required with stripe/,
    ],
    [
      'Stripe sent to another host',
      { STRIPE_API_HOST: 'stripe.attacker.example' },
      /STRIPE_API_HOST: points Stripe at another host/,
    ],
    [
      'Stripe.js from another origin, even on a demo deployment',
      { STRIPE_JS_URL: 'https://js.attacker.example/v3', ALLOW_TEST_PAYMENTS: 'true' },
      /STRIPE_JS_URL: must be Stripe.js on https:\/\/js.stripe.com/,
    ],
    [
      "Opayo's API (and so its script) on another host",
      { ...liveOpayo, OPAYO_API_URL: 'https://pi-live.attacker.example/api/v1', ALLOW_TEST_PAYMENTS: 'true' },
      /OPAYO_API_URL: is not an Opayo host/,
    ],
    [
      'no Opayo password',
      { ...liveOpayo, OPAYO_INTEGRATION_PASSWORD: undefined },
      /OPAYO_INTEGRATION_PASSWORD: required with opayo/,
    ],
    [
      "Opayo's test system (the default)",
      { ...liveOpayo, OPAYO_API_URL: undefined },
      /OPAYO_API_URL: is Opayo's test system/,
    ],
    [
      'Opayo over plain HTTP',
      { ...liveOpayo, OPAYO_API_URL: 'http://pi-live.sagepay.com/api/v1' },
      /OPAYO_API_URL: must be an https/,
    ],
  ])('refuses %s, naming the setting', (_name, overrides, expected) => {
    expect(refusalOf({ ...complete, ...overrides })).toMatch(expected);
  });

  it('lets a demo deployment use test payments only when it says so', () => {
    const testStripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(refusalOf({ ...complete, ...testStripe, ALLOW_TEST_PAYMENTS: 'true' })).toBe('');
    const testOpayo = { ...liveOpayo, OPAYO_API_URL: 'https://pi-test.sagepay.com/api/v1' };
    expect(refusalOf({ ...complete, ...testOpayo, ALLOW_TEST_PAYMENTS: 'true' })).toBe('');
  });

  it('refuses a Direct Debit that takes no money, or GoCardless without its keys (decision 38)', () => {
    expect(refusalOf({ ...complete, DIRECT_DEBIT_PROVIDER: 'sandbox' })).toMatch(
      /DIRECT_DEBIT_PROVIDER: sandbox takes no money/,
    );
    expect(refusalOf({ ...demo, DIRECT_DEBIT_PROVIDER: 'sandbox' })).toBe('');
    const gocardless = {
      DIRECT_DEBIT_PROVIDER: 'gocardless',
      GOCARDLESS_ACCESS_TOKEN: 'live_token',
      GOCARDLESS_WEBHOOK_SECRET: secret('g'),
    };
    expect(refusalOf({ ...complete, ...gocardless })).toBe('');
    expect(refusalOf({ ...complete, ...gocardless, GOCARDLESS_WEBHOOK_SECRET: undefined })).toMatch(
      /GOCARDLESS_WEBHOOK_SECRET: required with DIRECT_DEBIT_PROVIDER=gocardless/,
    );
    const sandboxApi = { ...gocardless, GOCARDLESS_API_URL: 'https://api-sandbox.gocardless.com' };
    expect(refusalOf({ ...complete, ...sandboxApi })).toMatch(/GOCARDLESS_API_URL: is GoCardless's sandbox/);
    expect(refusalOf({ ...complete, ...sandboxApi, ALLOW_TEST_PAYMENTS: 'true' })).toBe('');
  });

  it('keeps the demo defaults outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const env = parseEnv({ NODE_ENV });
      expect(env).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SEED_DEMO_DATA: true });
      expect(env.HANDOFF_SECRET).toBeUndefined();
    }
  });
});
