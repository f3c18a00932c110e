import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { createOpayoProvider } from './opayo/opayo-provider.ts';
import { databaseRefundLedger } from './opayo/opayo-refund-ledger.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

export interface PaymentProviderDeps {
  db: Database;
  config: Env;
  /** The HTTP client of the hand-written adapters (Opayo); global fetch when not given. */
  fetch?: typeof fetch;
}

const PROVIDERS: Record<ProviderName, (deps: PaymentProviderDeps) => PaymentProvider> = {
  sandbox: createSandboxProvider,
  opayo: (deps) =>
    createOpayoProvider({
      config: deps.config,
      fetch: deps.fetch ?? globalThis.fetch,
      refunds: databaseRefundLedger(deps.db),
    }),
  stripe: (deps) => createStripeProvider({ config: deps.config }),
};

const isProviderName = (name: string): name is ProviderName => Object.hasOwn(PROVIDERS, name);

/**
 * The provider named by `PAYMENT_PROVIDER`. An unknown name is refused here, when a payment
 * starts, with the message an operator (and the checkout page) sees. Missing credentials of a
 * known provider surface as a `ProviderError` from its first call.
 */
export function paymentProviderFor(name: string, deps: PaymentProviderDeps): PaymentProvider {
  if (!isProviderName(name)) {
    throw new AppError({
      statusCode: 422,
      code: 'unsupported_payment_provider',
      message: `Payment provider '${name}' is not supported`,
    });
  }
  return PROVIDERS[name](deps);
}
