import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { cancellationRefundRules, clientPaymentSettings, paymentProviderNames } from '../db/schema/index.ts';
import { findClientBySlug } from '../modules/clients/clients.repository.ts';
import {
  openSecrets,
  PROVIDER_FIELDS,
  paymentKeyRingOf,
  sealSecrets,
} from '../modules/payments/settings/client-settings.ts';
import {
  allPaymentSettings,
  findPaymentSettings,
  savePaymentSettings,
} from '../modules/payments/settings/payment-settings.repository.ts';

/** What a command needs: the database, the settings, the secrets typed or piped in, and where to write. */
export interface CommandIo {
  db: Database;
  config: Env;
  /** `name=value` lines (stdin): secrets never come from arguments, which `ps` and shell history keep. */
  readSecrets: () => Promise<string>;
  out: (line: string) => void;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage:
  npm run client -- payments show <client>
  npm run client -- payments set <client> --provider stripe|opayo|sandbox [options] < secrets-file
      --publishable-key pk_...        (stripe)
      --vendor-name NAME              (opayo)   --api-url https://pi-live.sagepay.com/api/v1 (opayo, optional)
      --cancellation-refunds credit|card|customer_choice
    Secrets are read from stdin, one name=value a line:
      stripe:  secret-key=sk_live_...   webhook-secret=whsec_...
      opayo:   integration-key=...      integration-password=...
      sandbox: webhook-secret=...       (optional)
    With the same provider, what is not given is kept (rotate one key at a time).
  npm run client -- payments reencrypt
      Seals every client's secrets again with PAYMENT_SETTINGS_KEY (after a key rotation).`;

const kebab = (field: string) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function parseSecretLines(text: string): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    if (at < 1) throw new UsageError('each secret line is name=value');
    secrets[trimmed.slice(0, at).trim()] = trimmed.slice(at + 1).trim();
  }
  return secrets;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

async function clientOf(io: CommandIo, slug: string | undefined) {
  if (!slug) throw new UsageError('name the client (its slug)');
  const client = await findClientBySlug(io.db, slug);
  if (!client) throw new UsageError(`no client '${slug}'`);
  return client;
}

/** Onboards a client on its provider, or changes one of its keys. */
async function setSettings(io: CommandIo, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      provider: { type: 'string' },
      'publishable-key': { type: 'string' },
      'vendor-name': { type: 'string' },
      'api-url': { type: 'string' },
      'cancellation-refunds': { type: 'string' },
    },
  });
  const client = await clientOf(io, positionals[0]);
  const existing = await findPaymentSettings(io.db, client.id);
  const provider = values.provider ?? existing?.provider;
  if (!isOneOf(paymentProviderNames, provider)) {
    throw new UsageError(`--provider must be one of ${paymentProviderNames.join(', ')}`);
  }
  const refunds = values['cancellation-refunds'] ?? existing?.cancellationRefunds ?? 'credit';
  if (!isOneOf(cancellationRefundRules, refunds)) {
    throw new UsageError(`--cancellation-refunds must be one of ${cancellationRefundRules.join(', ')}`);
  }
  const fields = PROVIDER_FIELDS[provider];
  const same = existing?.provider === provider;
  const publicSettings: Record<string, string> = same ? { ...existing.publicSettings } : {};
  for (const field of Object.keys(fields.public)) {
    const given = (values as Record<string, string | undefined>)[kebab(field)];
    if (given) publicSettings[field] = given;
  }
  const typed = parseSecretLines(await io.readSecrets());
  const secrets: Record<string, string> = same && existing ? openSecrets(io.config, existing) : {};
  for (const [name, value] of Object.entries(typed)) {
    const field = Object.keys(fields.secret).find((candidate) => kebab(candidate) === name);
    if (!field) throw new UsageError(`'${name}' is not a ${provider} secret`);
    secrets[field] = value;
  }
  const missing = Object.keys(fields.secret).filter((field) => !secrets[field]);
  if (provider !== 'sandbox' && missing.length > 0) {
    throw new UsageError(`${provider} needs ${missing.map(kebab).join(', ')} on stdin`);
  }
  if (provider === 'stripe' && !publicSettings.publishableKey)
    throw new UsageError('stripe needs --publishable-key');
  if (provider === 'opayo' && !publicSettings.vendorName) throw new UsageError('opayo needs --vendor-name');
  const hasSecrets = Object.keys(secrets).length > 0;
  await savePaymentSettings(io.db, {
    clientId: client.id,
    provider,
    publicSettings,
    secrets: hasSecrets ? sealSecrets(io.config, client.id, secrets) : null,
    keyId: hasSecrets ? paymentKeyRingOf(io.config).current.id : null,
    cancellationRefunds: refunds,
  });
  io.out(
    `${client.slug}: ${provider} saved (${Object.keys(secrets).length} secret(s) sealed; refunds on cancellation: ${refunds})`,
  );
}

/** What is set for a client, with the secrets named but never shown. */
async function showSettings(io: CommandIo, args: string[]) {
  const client = await clientOf(io, args[0]);
  const row = await findPaymentSettings(io.db, client.id);
  if (!row) {
    io.out(`${client.slug}: the installation default (${io.config.PAYMENT_PROVIDER})`);
    return;
  }
  const secretNames = Object.keys(openSecrets(io.config, row)).map(kebab);
  io.out(`${client.slug}: ${row.provider}`);
  for (const [field, value] of Object.entries(row.publicSettings)) io.out(`  ${kebab(field)}: ${value}`);
  io.out(`  secrets: ${secretNames.join(', ') || 'none'} (sealed with key ${row.keyId ?? '-'})`);
  io.out(`  refunds on cancellation: ${row.cancellationRefunds}`);
}

/** Seals every client's secrets again with the current key: the last step of a key rotation. */
async function reencrypt(io: CommandIo) {
  const current = paymentKeyRingOf(io.config).current.id;
  let moved = 0;
  for (const row of await allPaymentSettings(io.db)) {
    if (!row.secrets || row.keyId === current) continue;
    const secrets = openSecrets(io.config, row);
    await io.db
      .update(clientPaymentSettings)
      .set({ secrets: sealSecrets(io.config, row.clientId, secrets), keyId: current, updatedAt: new Date() })
      .where(eq(clientPaymentSettings.clientId, row.clientId));
    moved += 1;
  }
  io.out(`${moved} client(s) re-encrypted with key ${current}; every secret is now under it`);
}

/** `npm run client -- payments <show|set|reencrypt> ...` */
export async function runClientCommand(io: CommandIo, argv: string[]): Promise<void> {
  const [area, action, ...rest] = argv;
  if (area !== 'payments') throw new UsageError(USAGE);
  if (action === 'set') return setSettings(io, rest);
  if (action === 'show') return showSettings(io, rest);
  if (action === 'reencrypt') return reencrypt(io);
  throw new UsageError(USAGE);
}
