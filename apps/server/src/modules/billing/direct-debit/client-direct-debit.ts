import type { Env } from '../../../config/env.ts';
import type { Db } from '../../../db/client.ts';
import { providerConfigOf } from '../../payments/settings/client-settings.ts';
import { findPaymentSettings } from '../../payments/settings/payment-settings.repository.ts';
import { DirectDebitError, type DirectDebitProvider, type DirectDebitProviderName } from './direct-debit.ts';
import { createGoCardlessProvider } from './gocardless.ts';
import { createSandboxDirectDebit } from './sandbox-direct-debit.ts';

export interface DirectDebitDeps {
  db: Db;
  config: Env;
  /** GoCardless's HTTP client; global fetch when not given. */
  fetch?: typeof fetch;
}

/** The adapter of a Direct Debit provider, reading the (client's) settings given. */
export function directDebitProviderFor(
  name: string,
  config: Env,
  fetcher: typeof fetch = globalThis.fetch,
): DirectDebitProvider {
  if (name === 'sandbox') return createSandboxDirectDebit();
  if (name === 'gocardless') {
    return createGoCardlessProvider({
      apiUrl: config.GOCARDLESS_API_URL,
      accessToken: config.GOCARDLESS_ACCESS_TOKEN,
      webhookSecret: config.GOCARDLESS_WEBHOOK_SECRET,
      fetch: fetcher,
    });
  }
  throw new DirectDebitError(`Direct Debit provider '${name}' is not supported`, 'sandbox');
}

/** One client's Direct Debit: who collects (null: not offered), and its adapters by name. */
export interface ClientDirectDebit {
  providerName: DirectDebitProviderName | null;
  providerOf: (name: string) => DirectDebitProvider;
}

/**
 * A client's Direct Debit (decision 38): its own settings' provider and sealed credentials when
 * it has a `client_payment_settings` row (none when that row names none), else the
 * installation's DIRECT_DEBIT_PROVIDER. Never another account's credentials.
 */
export async function clientDirectDebitOf(
  deps: DirectDebitDeps,
  clientId: number,
): Promise<ClientDirectDebit> {
  const row = await findPaymentSettings(deps.db, clientId);
  const config = row ? providerConfigOf(deps.config, row) : deps.config;
  const chosen = config.DIRECT_DEBIT_PROVIDER ?? (config.PAYMENT_PROVIDER === 'sandbox' ? 'sandbox' : 'none');
  return {
    providerName: chosen === 'none' ? null : chosen,
    providerOf: (name) => directDebitProviderFor(name, config, deps.fetch),
  };
}
