import type { Env } from '../../../config/env.ts';
import type { cancellationRefundRules } from '../../../db/schema/index.ts';
import type { PaymentProvider } from '../provider.ts';
import { type PaymentProviderDeps, paymentProviderFor } from '../registry.ts';
import { providerConfigOf } from './client-settings.ts';
import { findPaymentSettings } from './payment-settings.repository.ts';

export type CancellationRefundRule = (typeof cancellationRefundRules)[number];

/** One client's way of taking card payments, resolved for one request or one reconciler look. */
export interface ClientPayments {
  /** The provider new payments go through: the client's own, or the installation default. */
  providerName: string;
  /** The settings its adapters read (the client's own credentials, opened). */
  config: Env;
  /** The adapter of a provider by name (an earlier attempt may have used another one). */
  providerOf: (name: string) => PaymentProvider;
  /** Where a cancellation's refund may go. */
  cancellationRefunds: CancellationRefundRule;
}

/**
 * A client's payment settings (decision 35): its own provider and opened credentials when it
 * has a `client_payment_settings` row, else the installation's PAYMENT_PROVIDER and keys (the
 * demo and development default). A secret that cannot be opened throws: nothing is paid with
 * the wrong account.
 */
export async function clientPaymentsOf(deps: PaymentProviderDeps, clientId: number): Promise<ClientPayments> {
  const row = await findPaymentSettings(deps.db, clientId);
  const config = row ? providerConfigOf(deps.config, row) : deps.config;
  const adapters = new Map<string, PaymentProvider>();
  const providerOf = (name: string) => {
    let adapter = adapters.get(name);
    if (!adapter) {
      adapter = paymentProviderFor(name, { ...deps, config });
      adapters.set(name, adapter);
    }
    return adapter;
  };
  return {
    providerName: row?.provider ?? deps.config.PAYMENT_PROVIDER,
    config,
    providerOf,
    cancellationRefunds: row?.cancellationRefunds ?? 'credit',
  };
}
