import { DEVELOPMENT_PAYMENT_SETTINGS_KEY } from '../../../config/development-secrets.ts';
import type { Env } from '../../../config/env.ts';
import type { DirectDebitProviderName } from '../../billing/direct-debit/direct-debit.ts';
import type { ProviderName } from '../provider.ts';
import type { PaymentSettingsRow } from './payment-settings.repository.ts';
import { open, type SecretKeyRing, seal, secretKeyRingOf } from './secret-box.ts';

/**
 * Which fields each provider takes, and the installation setting each one stands in for. Public
 * fields may be shown (a publishable key); secret ones are sealed and never leave the server.
 */
export const PROVIDER_FIELDS = {
  stripe: {
    public: { publishableKey: 'STRIPE_PUBLISHABLE_KEY' },
    secret: { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' },
  },
  opayo: {
    public: { vendorName: 'OPAYO_VENDOR_NAME', apiUrl: 'OPAYO_API_URL' },
    secret: { integrationKey: 'OPAYO_INTEGRATION_KEY', integrationPassword: 'OPAYO_INTEGRATION_PASSWORD' },
  },
  sandbox: { public: {}, secret: { webhookSecret: 'SANDBOX_WEBHOOK_SECRET' } },
} as const satisfies Record<
  ProviderName,
  { public: Record<string, keyof Env>; secret: Record<string, keyof Env> }
>;

/** The Direct Debit provider's secrets (decision 38), sealed beside the card processor's. */
export const DIRECT_DEBIT_FIELDS = {
  gocardless: {
    secret: {
      gocardlessAccessToken: 'GOCARDLESS_ACCESS_TOKEN',
      gocardlessWebhookSecret: 'GOCARDLESS_WEBHOOK_SECRET',
    },
  },
  sandbox: { secret: {} },
} as const satisfies Record<DirectDebitProviderName, { secret: Record<string, keyof Env> }>;

/** Every installation setting that is a processor's credential: none of them reaches a client with its own settings. */
const CREDENTIAL_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPAYO_VENDOR_NAME',
  'OPAYO_INTEGRATION_KEY',
  'OPAYO_INTEGRATION_PASSWORD',
  'SANDBOX_WEBHOOK_SECRET',
  'GOCARDLESS_ACCESS_TOKEN',
  'GOCARDLESS_WEBHOOK_SECRET',
] as const satisfies readonly (keyof Env)[];

const keyRings = new WeakMap<Env, SecretKeyRing>();

/** The keys that seal and open clients' secrets: PAYMENT_SETTINGS_KEY and the older ones. */
export function paymentKeyRingOf(config: Env): SecretKeyRing {
  const known = keyRings.get(config);
  if (known) return known;
  // Production refuses to start without a key (production-check.ts); elsewhere the published one.
  const current = config.PAYMENT_SETTINGS_KEY ?? DEVELOPMENT_PAYMENT_SETTINGS_KEY;
  const ring = secretKeyRingOf(current, config.PAYMENT_SETTINGS_OLD_KEYS);
  keyRings.set(config, ring);
  return ring;
}

/** What binds a client's sealed secrets to its row: a copy on another client's row does not open. */
export const secretsOwnerOf = (clientId: number) => `client_payment_settings:${clientId}`;

export function sealSecrets(config: Env, clientId: number, secrets: Record<string, string>): string {
  return seal(paymentKeyRingOf(config), JSON.stringify(secrets), secretsOwnerOf(clientId));
}

export function openSecrets(config: Env, row: Pick<PaymentSettingsRow, 'clientId' | 'secrets'>) {
  if (!row.secrets) return {};
  const opened = open(paymentKeyRingOf(config), row.secrets, secretsOwnerOf(row.clientId));
  return JSON.parse(opened) as Record<string, string>;
}

/**
 * The settings a client's provider adapter reads: the installation's, with every processor
 * credential replaced by the client's own (or removed), so a client never pays into, nor
 * verifies webhooks with, the installation's or another client's account.
 */
export function providerConfigOf(config: Env, row: PaymentSettingsRow): Env {
  const own: Partial<Record<keyof Env, string | undefined>> = Object.fromEntries(
    CREDENTIAL_SETTINGS.map((setting) => [setting, undefined]),
  );
  const fields = PROVIDER_FIELDS[row.provider];
  const secrets = openSecrets(config, row);
  for (const [field, setting] of Object.entries(fields.public)) own[setting] = row.publicSettings[field];
  for (const [field, setting] of Object.entries(fields.secret)) own[setting] = secrets[field];
  const directDebit = row.directDebitProvider;
  if (directDebit) {
    for (const [field, setting] of Object.entries(DIRECT_DEBIT_FIELDS[directDebit].secret)) {
      own[setting] = secrets[field];
    }
  }
  // Opayo's address is optional per client: the installation's (test or live) when unset.
  if (own.OPAYO_API_URL === undefined) delete own.OPAYO_API_URL;
  return {
    ...config,
    ...own,
    PAYMENT_PROVIDER: row.provider,
    DIRECT_DEBIT_PROVIDER: directDebit ?? 'none',
  } as Env;
}
