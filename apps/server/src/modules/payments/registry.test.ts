import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ProviderError } from './provider.ts';
import { paymentProviderFor } from './registry.ts';
import { sandboxWebhookSecret } from './sandbox/sandbox-provider.ts';

// No call here reaches the database: providers are built, and refuse before any query.
const db = undefined as unknown as Database;
const config = parseEnv({ NODE_ENV: 'test' });
const prepare = { merchant: 'demo', amountPence: 1250, currency: 'GBP', returnUrl: '/basket' };

describe('paymentProviderFor', () => {
  it('defaults to the sandbox and builds each supported provider by name', () => {
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    for (const name of ['sandbox', 'opayo', 'stripe'] as const) {
      expect(paymentProviderFor(name, { db, config }).name).toBe(name);
    }
  });

  it('refuses any other name with the message an operator sees', () => {
    for (const name of ['paypal', 'Stripe', 'toString', '']) {
      let error: unknown;
      try {
        paymentProviderFor(name, { db, config });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 422,
        code: 'unsupported_payment_provider',
        message: `Payment provider '${name}' is not supported`,
      });
    }
  });

  it('lets a chosen provider without credentials fail at use, with the spec’s words first', async () => {
    const opayo = paymentProviderFor('opayo', { db, config });
    await expect(opayo.prepareSession(prepare)).rejects.toBeInstanceOf(ProviderError);
    await expect(opayo.prepareSession(prepare)).rejects.toThrow(/^Failed to create Opayo session/);
    const stripe = paymentProviderFor('stripe', { db, config });
    await expect(stripe.prepareSession(prepare)).rejects.toThrow(/^Failed to get Stripe configuration/);
  });

  it('gives the Opayo adapter the injected fetch', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (url) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ merchantSessionKey: 'MSK', expiry: '2099-01-01T00:00:00Z' }), {
        status: 201,
      });
    };
    const withCredentials = parseEnv({
      NODE_ENV: 'test',
      OPAYO_VENDOR_NAME: 'vendor',
      OPAYO_INTEGRATION_KEY: 'key',
      OPAYO_INTEGRATION_PASSWORD: 'password',
    });
    const session = await paymentProviderFor('opayo', {
      db,
      config: withCredentials,
      fetch: fakeFetch,
    }).prepareSession(prepare);
    expect(calls).toEqual(['https://pi-test.sagepay.com/api/v1/merchant-session-keys']);
    expect(session).toMatchObject({ sessionKey: 'MSK', mode: 'test' });
  });
});

describe('the sandbox webhook secret', () => {
  it('has a development default, but production must set one', () => {
    expect(sandboxWebhookSecret(config)).toEqual(expect.any(String));
    expect(
      sandboxWebhookSecret(parseEnv({ NODE_ENV: 'test', SANDBOX_WEBHOOK_SECRET: 'a-long-enough-secret' })),
    ).toBe('a-long-enough-secret');
    // parseEnv refuses production without it at start; this is the second line, at payment time.
    expect(() => sandboxWebhookSecret({ ...config, NODE_ENV: 'production' })).toThrow(ProviderError);
  });
});
