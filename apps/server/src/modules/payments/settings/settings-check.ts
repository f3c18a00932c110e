import { eq } from 'drizzle-orm';
import type { Env } from '../../../config/env.ts';
import type { ConfigProblem } from '../../../config/production-check.ts';
import type { Db } from '../../../db/client.ts';
import { clientPaymentSettings, clients } from '../../../db/schema/index.ts';
import { DIRECT_DEBIT_FIELDS, openSecrets, PROVIDER_FIELDS } from './client-settings.ts';
import { SecretBoxError } from './secret-box.ts';

const TEST_PAYMENTS_HINT = 'or set ALLOW_TEST_PAYMENTS=true on a demo deployment that takes no money';

/**
 * What the clients' own payment settings would do wrong in production (checked at start, after
 * the migrations): a client on the sandbox or on Stripe's test mode without the demo opt-in, and
 * secrets that no configured key opens (a rotation finished too early) or that are missing.
 */
export async function clientPaymentProblems(db: Db, config: Env): Promise<ConfigProblem[]> {
  const rows = await db
    .select({ slug: clients.slug, settings: clientPaymentSettings })
    .from(clientPaymentSettings)
    .innerJoin(clients, eq(clients.id, clientPaymentSettings.clientId))
    .orderBy(clients.slug);
  const problems: ConfigProblem[] = [];
  for (const { slug, settings } of rows) {
    const setting = `client ${slug}`;
    if (settings.provider === 'sandbox' && !config.ALLOW_TEST_PAYMENTS) {
      problems.push({
        setting,
        message: `uses the sandbox, which takes no money: onboard it on opayo or stripe, ${TEST_PAYMENTS_HINT}`,
      });
      continue;
    }
    if (settings.directDebitProvider === 'sandbox' && !config.ALLOW_TEST_PAYMENTS) {
      problems.push({
        setting,
        message: `collects Direct Debits with the sandbox, which takes no money: use --direct-debit gocardless or none, ${TEST_PAYMENTS_HINT}`,
      });
    }
    let secrets: Record<string, string>;
    try {
      secrets = openSecrets(config, settings);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      problems.push({
        setting,
        message: `its payment secrets cannot be opened (${error.message}): add the old key to PAYMENT_SETTINGS_OLD_KEYS`,
      });
      continue;
    }
    const missing = Object.keys(PROVIDER_FIELDS[settings.provider].secret).filter((field) => !secrets[field]);
    if (settings.provider !== 'sandbox' && missing.length > 0) {
      problems.push({ setting, message: `its ${settings.provider} settings lack ${missing.join(', ')}` });
    }
    const ddMissing = settings.directDebitProvider
      ? Object.keys(DIRECT_DEBIT_FIELDS[settings.directDebitProvider].secret).filter(
          (field) => !secrets[field],
        )
      : [];
    if (ddMissing.length > 0) {
      problems.push({ setting, message: `its Direct Debit settings lack ${ddMissing.join(', ')}` });
    }
    const isTestKey = settings.provider === 'stripe' && secrets.secretKey?.startsWith('sk_test_');
    if (isTestKey && !config.ALLOW_TEST_PAYMENTS) {
      problems.push({
        setting,
        message: `its Stripe key is a test-mode key, which takes no money: use a live key, ${TEST_PAYMENTS_HINT}`,
      });
    }
  }
  return problems;
}
