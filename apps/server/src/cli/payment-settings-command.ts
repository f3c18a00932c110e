import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import {
  cancellationRefundRules,
  clientPaymentSettings,
  directDebitProviderNames,
  paymentProviderNames,
} from '../db/schema/index.ts';
import type { DirectDebitProviderName } from '../modules/billing/direct-debit/direct-debit.ts';
import { findClientBySlug } from '../modules/clients/clients.repository.ts';
import type { ProviderName } from '../modules/payments/provider.ts';
import {
  DIRECT_DEBIT_FIELDS,
  openSecrets,
  PROVIDER_FIELDS,
  paymentKeyRingOf,
  sealSecrets,
} from '../modules/payments/settings/client-settings.ts';
import {
  allPaymentSettings,
  findPaymentSettings,
  type PaymentSettingsRow,
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
      --direct-debit gocardless|sandbox|none   (who collects membership Direct Debits)
    Secrets are read from stdin, one name=value a line:
      stripe:  secret-key=sk_live_...   webhook-secret=whsec_...
      opayo:   integration-key=...      integration-password=...
      sandbox: webhook-secret=...       (optional)
      gocardless (with --direct-debit gocardless): gocardless-access-token=...  gocardless-webhook-secret=...
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

const DIRECT_DEBIT_CHOICES = [...directDebitProviderNames, 'none'] as const;

/** The fields of each secret a client may hold: its card provider's and its Direct Debit provider's. */
function secretFieldsOf(provider: ProviderName, directDebit: DirectDebitProviderName | null) {
  return [
    ...Object.keys(PROVIDER_FIELDS[provider].secret),
    ...(directDebit ? Object.keys(DIRECT_DEBIT_FIELDS[directDebit].secret) : []),
  ];
}

/** The secrets to seal: those kept (same providers), then those typed; none of another provider's. */
async function secretsToSeal(
  io: CommandIo,
  input: {
    existing: PaymentSettingsRow | undefined;
    provider: ProviderName;
    directDebit: DirectDebitProviderName | null;
  },
) {
  const { existing, provider, directDebit } = input;
  const kept = existing ? openSecrets(io.config, existing) : {};
  const keep = [
    ...(existing?.provider === provider ? Object.keys(PROVIDER_FIELDS[provider].secret) : []),
    ...(directDebit && existing?.directDebitProvider === directDebit
      ? Object.keys(DIRECT_DEBIT_FIELDS[directDebit].secret)
      : []),
  ];
  const secrets: Record<string, string> = {};
  for (const field of keep) if (kept[field]) secrets[field] = kept[field];
  const allowed = secretFieldsOf(provider, directDebit);
  for (const [name, value] of Object.entries(parseSecretLines(await io.readSecrets()))) {
    const field = allowed.find((candidate) => kebab(candidate) === name);
    if (!field) {
      const kinds = directDebit === 'gocardless' ? `${provider} or gocardless` : provider;
      throw new UsageError(`'${name}' is not a ${kinds} secret`);
    }
    secrets[field] = value;
  }
  // The sandbox's own webhook secret is optional; every other provider's secrets are required.
  const required = secretFieldsOf(provider, directDebit).filter(
    (field) => provider !== 'sandbox' || !(field in PROVIDER_FIELDS.sandbox.secret),
  );
  const missing = required.filter((field) => !secrets[field]);
  if (missing.length > 0) {
    const who = directDebit === 'gocardless' ? `${provider} with gocardless` : provider;
    throw new UsageError(`${who} needs ${missing.map(kebab).join(', ')} on stdin`);
  }
  return secrets;
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
      'direct-debit': { type: 'string' },
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
  const directDebitChoice = values['direct-debit'] ?? existing?.directDebitProvider ?? 'none';
  if (!isOneOf(DIRECT_DEBIT_CHOICES, directDebitChoice)) {
    throw new UsageError(`--direct-debit must be one of ${DIRECT_DEBIT_CHOICES.join(', ')}`);
  }
  const directDebit = directDebitChoice === 'none' ? null : directDebitChoice;
  const fields = PROVIDER_FIELDS[provider];
  const publicSettings: Record<string, string> =
    existing?.provider === provider ? { ...existing.publicSettings } : {};
  for (const field of Object.keys(fields.public)) {
    const given = (values as Record<string, string | undefined>)[kebab(field)];
    if (given) publicSettings[field] = given;
  }
  const secrets = await secretsToSeal(io, { existing, provider, directDebit });
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
    directDebitProvider: directDebit,
  });
  io.out(
    `${client.slug}: ${provider} saved (${Object.keys(secrets).length} secret(s) sealed; refunds on cancellation: ${refunds}; Direct Debit: ${directDebitChoice})`,
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
  io.out(`  Direct Debit: ${row.directDebitProvider ?? 'none'}`);
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
