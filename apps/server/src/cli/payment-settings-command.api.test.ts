import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { clientPaymentSettings, clients } from '../db/schema/index.ts';
import { providerConfigOf } from '../modules/payments/settings/client-settings.ts';
import { findPaymentSettings } from '../modules/payments/settings/payment-settings.repository.ts';
import { SecretBoxError } from '../modules/payments/settings/secret-box.ts';
import { clientPaymentProblems } from '../modules/payments/settings/settings-check.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.test-kit.ts';
import { runClientCommand, UsageError } from './payment-settings-command.ts';

const newKey = () => randomBytes(32).toString('base64');
const firstKey = newKey();
const secondKey = newKey();
const configWith = (env: Record<string, string> = {}) =>
  parseEnv({ NODE_ENV: 'test', PAYMENT_SETTINGS_KEY: firstKey, ...env });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const db = () => database.handle.db;

async function run(argv: string[], secrets = '', config = configWith()) {
  const lines: string[] = [];
  await runClientCommand(
    { db: db(), config, readSecrets: async () => secrets, out: (line) => lines.push(line) },
    argv,
  );
  return lines.join('\n');
}

async function settingsOf(slug: string) {
  const [client] = await db().select().from(clients).where(eq(clients.slug, slug));
  const row = client && (await findPaymentSettings(db(), client.id));
  if (!row) throw new Error(`no settings for ${slug}`);
  return row;
}

const stripeArgs = ['payments', 'set', 'demo', '--provider', 'stripe', '--publishable-key', 'pk_live_demo'];

describe('npm run client -- payments', () => {
  it('onboards a client on Stripe with its secrets from stdin, and refuses what is incomplete', async () => {
    await expect(run(stripeArgs, 'secret-key=sk_live_one\n')).rejects.toThrow(
      /stripe needs webhook-secret on stdin/,
    );
    await expect(run(stripeArgs, 'password=x\n')).rejects.toThrow(/'password' is not a stripe secret/);
    await expect(run(['payments', 'set', 'nowhere', '--provider', 'stripe'])).rejects.toThrow(UsageError);
    await expect(run(['payments', 'set', 'demo', '--provider', 'paypal'])).rejects.toThrow(
      /--provider must be one of/,
    );

    const said = await run(
      [...stripeArgs, '--cancellation-refunds', 'customer_choice'],
      'secret-key=sk_live_one\nwebhook-secret=whsec_one\n',
    );
    expect(said).toMatch(
      /demo: stripe saved \(2 secret\(s\) sealed; refunds on cancellation: customer_choice; Direct Debit: none\)/,
    );
    const row = await settingsOf('demo');
    expect(row).toMatchObject({ provider: 'stripe', publicSettings: { publishableKey: 'pk_live_demo' } });
    expect(row.secrets).not.toContain('sk_live_one');
    const config = providerConfigOf(configWith(), row);
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_one',
      STRIPE_WEBHOOK_SECRET: 'whsec_one',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_demo',
    });
  });

  it("rotates one of a client's keys, keeping the others", async () => {
    await run(['payments', 'set', 'demo'], 'secret-key=sk_live_two\n');
    const config = providerConfigOf(configWith(), await settingsOf('demo'));
    expect(config.STRIPE_SECRET_KEY).toBe('sk_live_two');
    expect(config.STRIPE_WEBHOOK_SECRET).toBe('whsec_one');
    expect((await settingsOf('demo')).cancellationRefunds).toBe('customer_choice');
    const shown = await run(['payments', 'show', 'demo']);
    expect(shown).toContain('publishable-key: pk_live_demo');
    expect(shown).not.toContain('sk_live_two');
  });

  it('rotates the encryption key: the old key still opens until reencrypt, then only the new one does', async () => {
    await run(
      ['payments', 'set', 'riverside', '--provider', 'opayo', '--vendor-name', 'riverside'],
      'integration-key=k\nintegration-password=p\n',
    );
    const before = await settingsOf('riverside');
    const rotated = configWith({ PAYMENT_SETTINGS_KEY: secondKey, PAYMENT_SETTINGS_OLD_KEYS: firstKey });
    expect(providerConfigOf(rotated, before).OPAYO_INTEGRATION_PASSWORD).toBe('p');

    expect(await run(['payments', 'reencrypt'], '', rotated)).toMatch(
      /^2 client\(s\) re-encrypted with key [0-9a-f]{12}/,
    );
    const after = await settingsOf('riverside');
    expect(after.keyId).not.toBe(before.keyId);
    const onlyNew = configWith({ PAYMENT_SETTINGS_KEY: secondKey });
    expect(providerConfigOf(onlyNew, after).OPAYO_INTEGRATION_KEY).toBe('k');
    expect(providerConfigOf(onlyNew, await settingsOf('demo')).STRIPE_SECRET_KEY).toBe('sk_live_two');
    expect(() => providerConfigOf(configWith(), after)).toThrow(SecretBoxError);
    expect(await run(['payments', 'reencrypt'], '', onlyNew)).toMatch(/^0 client\(s\) re-encrypted/);
  });

  it('names what production would refuse: secrets no key opens, a client on the sandbox, a Stripe test key', async () => {
    const onlyNew = configWith({ PAYMENT_SETTINGS_KEY: secondKey });
    expect(await clientPaymentProblems(db(), onlyNew)).toEqual([]);
    expect(await clientPaymentProblems(db(), configWith())).toEqual([
      {
        setting: 'client demo',
        message: expect.stringMatching(/cannot be opened.*PAYMENT_SETTINGS_OLD_KEYS/),
      },
      { setting: 'client riverside', message: expect.stringMatching(/cannot be opened/) },
    ]);
    await run(['payments', 'set', 'riverside', '--provider', 'sandbox'], '', onlyNew);
    await run(['payments', 'set', 'demo'], 'secret-key=sk_test_three\n', onlyNew);
    expect(await clientPaymentProblems(db(), onlyNew)).toEqual([
      { setting: 'client demo', message: expect.stringMatching(/test-mode key/) },
      {
        setting: 'client riverside',
        message: expect.stringMatching(/uses the sandbox, which takes no money/),
      },
    ]);
    const demoDeployment = configWith({ PAYMENT_SETTINGS_KEY: secondKey, ALLOW_TEST_PAYMENTS: 'true' });
    expect(await clientPaymentProblems(db(), demoDeployment)).toEqual([]);
    const rows = await db().select().from(clientPaymentSettings);
    expect(rows.every((row) => !row.secrets?.includes('sk_test_three'))).toBe(true);
  });
});
