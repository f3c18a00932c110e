import type { Env } from '../../../config/env.ts';
import { type PaymentProvider, ProviderError, type TransactionState } from '../provider.ts';
import {
  callOpayo,
  isLiveOpayo,
  isSuccess,
  type OpayoCredentials,
  opayoCredentialsOf,
} from './opayo-client.ts';
import {
  authoriseResultOf,
  describeFailure,
  type OpayoTransaction,
  parseTransaction,
  stateOf,
  validationFailureOf,
} from './opayo-mapping.ts';
import { type OpayoMemory, opayoMemoryFor } from './opayo-memory.ts';
import type { OpayoRefundLedger } from './opayo-refund-ledger.ts';
import { paymentRequestOf, refundRequestOf } from './opayo-requests.ts';

const refuse = (message: string, detail?: unknown) => new ProviderError(message, 'opayo', detail);

/**
 * Opayo (Elavon) Pi REST API v1, written by hand over fetch. The browser turns the card into a
 * `cardIdentifier` with Opayo's own script and the merchant session key; no card data reaches us.
 * Opayo sends no webhooks: state is read with GET transactions/{id}.
 */
export function createOpayoProvider(deps: {
  config: Env;
  fetch: typeof fetch;
  memory?: OpayoMemory;
  /** Where refunds made are kept: the database (`opayo_refunds`), else this process's memory. */
  refunds?: OpayoRefundLedger;
}): PaymentProvider {
  const credentials = (failure: string) => opayoCredentialsOf(deps.config, failure);
  const call = (account: OpayoCredentials, request: Parameters<typeof callOpayo>[2]) =>
    callOpayo(deps.fetch, account, request);
  const accountKey = (account: OpayoCredentials) => `${account.apiUrl}|${account.vendorName}`;
  const memoryOf = (account: OpayoCredentials) => deps.memory ?? opayoMemoryFor(accountKey(account));
  const ledgerOf = (account: OpayoCredentials) => deps.refunds ?? memoryOf(account).refundLedger;

  async function fetchTransaction(account: OpayoCredentials, id: string): Promise<OpayoTransaction> {
    const response = await call(account, { method: 'GET', path: `/transactions/${encodeURIComponent(id)}` });
    if (response.statusCode === 404) throw refuse(`Unknown Opayo transaction '${id}'`);
    if (!isSuccess(response))
      throw refuse(`Opayo could not read the transaction: ${describeFailure(response)}`);
    return parseTransaction(response);
  }

  async function stateWithRefunds(
    account: OpayoCredentials,
    transaction: OpayoTransaction,
  ): Promise<TransactionState> {
    const known = memoryOf(account).paymentOf(transaction.transactionId);
    return stateOf(transaction, {
      amountPence: known?.amountPence ?? 0,
      refundedPence: await ledgerOf(account).refundedOf(accountKey(account), transaction.transactionId),
      isSaved: known?.isSaved ?? false,
    });
  }

  return {
    name: 'opayo',

    async prepareSession() {
      const account = credentials('Failed to create Opayo session');
      const response = await call(account, {
        method: 'POST',
        path: '/merchant-session-keys',
        body: { vendorName: account.vendorName },
      });
      const body = response.body as { merchantSessionKey?: unknown; expiry?: unknown } | undefined;
      if (!isSuccess(response) || typeof body?.merchantSessionKey !== 'string') {
        throw refuse(`Failed to create Opayo session: ${describeFailure(response)}`, response.body);
      }
      const expiry = typeof body.expiry === 'string' ? new Date(body.expiry) : new Date(Date.now() + 400_000);
      return {
        sessionKey: body.merchantSessionKey,
        mode: isLiveOpayo(account.apiUrl) ? 'live' : 'test',
        url: `${account.apiUrl}/js/sagepay.js`,
        expiresAt: Number.isNaN(expiry.getTime()) ? new Date(Date.now() + 400_000) : expiry,
      };
    },

    async authorise(input) {
      const account = credentials('Failed to authorize payment');
      const memory = memoryOf(account);
      const isSaved = input.saveCard || input.savedCard;
      return memory.authoriseOnce(`${input.merchant}|${input.vendorTxCode}`, async () => {
        const response = await call(account, {
          method: 'POST',
          path: '/transactions',
          body: paymentRequestOf(input),
        });
        const invalid = validationFailureOf(response);
        if (invalid) return invalid;
        if (!isSuccess(response)) throw refuse(`Opayo refused the payment: ${describeFailure(response)}`);
        const transaction = parseTransaction(response);
        memory.rememberPayment(transaction.transactionId, { amountPence: input.amountPence, isSaved });
        return authoriseResultOf(transaction, isSaved);
      });
    },

    async completeChallenge({ providerTransactionId, data }) {
      const account = credentials('Failed to complete 3D Secure verification');
      if (!data.cres) throw refuse('The 3-D Secure result (cres) is missing');
      const path = `/transactions/${encodeURIComponent(providerTransactionId)}/3d-secure-challenge`;
      const response = await call(account, {
        method: 'POST',
        path,
        body: {
          cRes: data.cres,
          ...(data.threeDSSessionData ? { threeDSSessionData: data.threeDSSessionData } : {}),
        },
      });
      if (!isSuccess(response))
        throw refuse(`Opayo refused the 3-D Secure result: ${describeFailure(response)}`);
      const answered = parseTransaction(response);
      // The challenge answer may leave out the amount; the transaction itself always has it.
      const transaction = answered.amount ? answered : await fetchTransaction(account, providerTransactionId);
      return stateWithRefunds(account, transaction);
    },

    async status({ providerTransactionId }) {
      const account = credentials('Failed to read the Opayo transaction');
      return stateWithRefunds(account, await fetchTransaction(account, providerTransactionId));
    },

    async lookup({ merchant, vendorTxCode }) {
      // Opayo Pi has no search by vendorTxCode: only this process's memory of its own calls.
      const account = credentials('Failed to look up the Opayo payment');
      const known = await memoryOf(account).authorisationOf(`${merchant}|${vendorTxCode}`);
      if (known === undefined) {
        throw refuse(`Opayo cannot look up vendorTxCode ${vendorTxCode}: check it in MySagePay`);
      }
      if (!('providerTransactionId' in known) || !known.providerTransactionId) return null;
      return stateWithRefunds(account, await fetchTransaction(account, known.providerTransactionId));
    },

    async refund({ merchant, providerTransactionId, amountPence, vendorTxCode, reason }) {
      const account = credentials('Failed to refund the Opayo payment');
      const ledger = ledgerOf(account);
      const code = `${merchant}|${vendorTxCode}`;
      const refund = await memoryOf(account).refundOnce(code, async () => {
        // Made before (in any process, before any restart): answered again, never sent twice.
        const made = await ledger.refundOf(accountKey(account), code);
        if (made) return made;
        const response = await call(account, {
          method: 'POST',
          path: '/transactions',
          body: refundRequestOf({ transactionId: providerTransactionId, vendorTxCode, amountPence, reason }),
        });
        if (!isSuccess(response)) throw refuse(`Opayo refused the refund: ${describeFailure(response)}`);
        const transaction = parseTransaction(response);
        if (transaction.status !== 'Ok') {
          throw refuse(`Opayo refused the refund: ${transaction.statusDetail ?? transaction.status}`);
        }
        const done = { refundId: transaction.transactionId, amountPence };
        await ledger.record(accountKey(account), {
          ...done,
          vendorTxCode: code,
          paymentTransactionId: providerTransactionId,
        });
        return done;
      });
      if (refund.amountPence !== amountPence) {
        throw refuse('This vendorTxCode was already used for a refund of another amount');
      }
      return { refundId: refund.refundId };
    },

    /** Opayo Pi has no webhooks: nothing that arrives is for this provider. */
    async parseWebhook() {
      return null;
    },
  };
}
