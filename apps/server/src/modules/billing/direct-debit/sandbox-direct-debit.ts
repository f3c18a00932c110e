import { createHash, randomBytes } from 'node:crypto';
import { type Collection, DirectDebitError, type DirectDebitProvider, type Mandate } from './direct-debit.ts';
import { DIRECT_DEBIT_FAILED } from './gocardless.ts';

/**
 * The demo's Direct Debit (decision 38): no network and no money. The member gives their bank
 * details on our own page (`sandboxMandateOf` turns them into a mandate); payments are pending
 * when created and answered on the next look (polling): paid, or failed for the demo's failing
 * account number. Everything is derived from the ids, so any process answers the same.
 */
export const SANDBOX_FAILING_ACCOUNT = '00000099';

const MANDATE_PREFIX = 'SBXMD-';
const FAILING = 'F';

/** The sandbox's mandate for the bank details given on our page (what a provider would answer). */
export function sandboxMandateOf(input: {
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
}): Mandate {
  const code = randomBytes(5).toString('hex').toUpperCase();
  const fails = input.accountNumber === SANDBOX_FAILING_ACCOUNT;
  return {
    mandateId: `${MANDATE_PREFIX}${fails ? FAILING : 'A'}${code}`,
    reference: `DEMO-${code}`,
    accountHolderName: input.accountHolderName,
    accountNumberEnding: input.accountNumber.slice(-2),
    sortCodeEnding: input.sortCode.replace(/\D/g, '').slice(-2),
    bankName: null,
  };
}

const paymentIdOf = (mandateId: string, key: string) =>
  `SBXPM-${mandateId.startsWith(`${MANDATE_PREFIX}${FAILING}`) ? FAILING : 'A'}${createHash('sha256')
    .update(key)
    .digest('hex')
    .slice(0, 20)
    .toUpperCase()}`;

export function createSandboxDirectDebit(): DirectDebitProvider {
  return {
    name: 'sandbox',
    startMandateSetup: async (input) => ({ setupId: 'sandbox', url: input.returnUrlOf('sandbox') }),
    // The sandbox's set-up is our own page, which makes the mandate itself (`sandboxMandateOf`).
    mandateOf: async () => null,
    collect: async (input): Promise<Collection> => {
      if (!input.mandateId.startsWith(MANDATE_PREFIX)) {
        throw new DirectDebitError('Not a sandbox mandate', 'sandbox');
      }
      return { paymentId: paymentIdOf(input.mandateId, input.idempotencyKey), status: 'pending' };
    },
    collectionOf: async (paymentId) =>
      paymentId.startsWith(`SBXPM-${FAILING}`)
        ? { paymentId, status: 'failed', failureMessage: DIRECT_DEBIT_FAILED }
        : { paymentId, status: 'paid' },
    parseWebhook: () => {
      throw new DirectDebitError('The sandbox sends no webhooks', 'sandbox');
    },
  };
}
