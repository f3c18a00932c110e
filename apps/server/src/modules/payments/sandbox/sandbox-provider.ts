import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from '../../../config/development-secrets.ts';
import type { Env } from '../../../config/env.ts';
import type { Database } from '../../../db/client.ts';
import { type PaymentProvider, ProviderError, type TransactionState } from '../provider.ts';
import { headerOf } from '../webhook-headers.ts';
import { authoriseSandboxPayment, cardSummaryOf, DECLINED_MESSAGE } from './sandbox-authorise.ts';
import {
  cardFormUrl,
  isSameSecret,
  minutesFromNow,
  newSandboxId,
  SANDBOX_SESSION_MINUTES,
} from './sandbox-ids.ts';
import { chargeSandboxSavedCard } from './sandbox-off-session.ts';
import {
  detailsOf,
  findCard,
  findTransaction,
  findTransactionByVendorTxCode,
  forgetReusableCard,
  insertSession,
  recordRefund,
  type SandboxTransactionRow,
} from './sandbox-repository.ts';
import { saveSandboxCard } from './sandbox-save-card.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const WebhookBody = z.object({
  transactionId: z.string().min(1),
  status: z.enum(['sca_required', 'authorised', 'declined', 'failed', 'refunded']),
});

const refuse = (message: string) => new ProviderError(message, 'sandbox');

/**
 * The built-in provider: a card processor of its own, whose whole state is the sandbox tables.
 * Cards are entered on its hosted page (sandbox-pages.routes.ts), never through the API.
 */
export function createSandboxProvider(deps: { db: Database; config: Env }): PaymentProvider {
  const { db, config } = deps;

  async function transactionOf(merchant: string, id: string): Promise<SandboxTransactionRow> {
    const row = await findTransaction(db, id);
    if (!row || row.merchant !== merchant) throw refuse(`Unknown sandbox transaction '${id}'`);
    return row;
  }

  async function stateOf(row: SandboxTransactionRow): Promise<TransactionState> {
    const card = await findCard(db, row.cardId);
    const details = detailsOf(row);
    return {
      providerTransactionId: row.id,
      status: row.status,
      amountPence: row.amountPence,
      refundedPence: row.refundedPence,
      card: card ? cardSummaryOf(card, details.saveCard === true && card.reusable === 'yes') : undefined,
      message: row.status === 'declined' ? DECLINED_MESSAGE : details.message,
    };
  }

  return {
    name: 'sandbox',

    async prepareSession({ merchant }) {
      const sessionKey = newSandboxId('sess');
      const expiresAt = minutesFromNow(SANDBOX_SESSION_MINUTES);
      await insertSession(db, { key: sessionKey, merchant, expiresAt });
      return { sessionKey, mode: 'test', url: cardFormUrl(sessionKey), expiresAt };
    },

    authorise: (input) => authoriseSandboxPayment(db, input),

    chargeOffSession: (input) => chargeSandboxSavedCard(db, input),

    removeSavedCard: ({ merchant, reusableToken }) => forgetReusableCard(db, merchant, reusableToken),
    saveCard: (input) => saveSandboxCard(db, input),

    async completeChallenge({ merchant, providerTransactionId, data }) {
      const row = await transactionOf(merchant, providerTransactionId);
      const expected = detailsOf(row).cres;
      if (!expected) throw refuse('The 3-D Secure challenge of this transaction has not been answered');
      if (!isSameSecret(data.cres ?? '', expected)) {
        throw refuse('The 3-D Secure result does not belong to this transaction');
      }
      return stateOf(row);
    },

    async status({ merchant, providerTransactionId }) {
      return stateOf(await transactionOf(merchant, providerTransactionId));
    },

    async lookup({ merchant, vendorTxCode }) {
      const row = await findTransactionByVendorTxCode(db, merchant, vendorTxCode);
      return row ? stateOf(row) : null;
    },

    async refund({ merchant, providerTransactionId, amountPence, vendorTxCode }) {
      await transactionOf(merchant, providerTransactionId);
      if (!Number.isInteger(amountPence) || amountPence <= 0) throw refuse('A refund must be above zero');
      const outcome = await recordRefund(db, {
        transactionId: providerTransactionId,
        refundId: newSandboxId('rf'),
        vendorTxCode,
        amountPence,
      });
      switch (outcome.kind) {
        case 'refunded':
          return { refundId: outcome.refundId };
        case 'repeat':
          if (outcome.amountPence !== amountPence) {
            throw refuse('This vendorTxCode was already used for a refund of another amount');
          }
          return { refundId: outcome.refundId };
        case 'not_refundable':
          throw refuse(`A ${outcome.status} transaction cannot be refunded`);
        case 'exceeds':
          throw refuse(
            `The refund would exceed the amount of the original transaction (${outcome.remainingPence}p left)`,
          );
      }
    },

    async parseWebhook({ headers, rawBody }) {
      const secret = sandboxWebhookSecret(config);
      const given = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
      if (!given || !isSameSecret(given.toLowerCase(), signSandboxWebhook(rawBody, secret))) {
        throw refuse('Invalid sandbox webhook signature');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const body = WebhookBody.safeParse(parsed);
      return body.success
        ? { providerTransactionId: body.data.transactionId, status: body.data.status }
        : null;
    },
  };
}

/** HMAC-SHA256 of the raw body, lower-case hex: the `x-sandbox-signature` header. */
export function signSandboxWebhook(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function sandboxWebhookSecret(config: Env): string {
  if (config.SANDBOX_WEBHOOK_SECRET) return config.SANDBOX_WEBHOOK_SECRET;
  if (config.NODE_ENV === 'production') throw refuse('SANDBOX_WEBHOOK_SECRET is not set');
  return DEVELOPMENT_SANDBOX_WEBHOOK_SECRET;
}
