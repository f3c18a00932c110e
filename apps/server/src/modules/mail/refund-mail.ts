import type { Transaction } from '../../db/client.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { moneyOf, oneLine, paragraphsMail, recipientOf } from './mail-text.ts';
import type { Mailer, OutboxRow } from './mailer.ts';

export interface PaymentRefund {
  client: ClientRow;
  userId: number;
  amountPence: number;
  /** Where the money went back: the card it came from, or the customer's account credit. */
  to: 'card' | 'credit';
  /** Why the order could not be booked, as the checkout said it. */
  reason: string;
}

const whereItWent = (refund: PaymentRefund, amount: string) =>
  refund.to === 'card'
    ? [
        `Your payment of ${amount} has been refunded to the card you paid with.`,
        'Depending on your bank, it can take a few working days to show on your statement.',
      ]
    : [
        `Your payment of ${amount} has been added to your account as general credit.`,
        'It is taken off your next booking at checkout.',
      ];

/**
 * Records, in the transaction that gives a payment back, the mail saying so: why nothing was
 * booked, how much came back and where (card or account credit). Answers the outbox row to
 * deliver once it commits.
 */
export async function queueRefundMail(
  tx: Transaction,
  mailer: Mailer,
  refund: PaymentRefund,
): Promise<OutboxRow> {
  const { client } = refund;
  const to = await recipientOf(tx, client.id, refund.userId);
  const amount = moneyOf(client, refund.amountPence);
  const { text, html } = paragraphsMail([
    [`Hello ${oneLine(to.firstName)},`],
    [refund.reason, 'Nothing was booked.'],
    whereItWent(refund, amount),
  ]);
  return mailer.enqueue(tx, {
    clientId: client.id,
    to: to.email,
    subject: `${client.name}: your payment of ${amount} has been refunded`,
    text,
    html,
  });
}
