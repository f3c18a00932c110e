import { formatMoney } from '@leisure/contracts';
import type { Transaction } from '../../../db/client.ts';
import type { ClientRow } from '../../clients/clients.repository.ts';
import { dayOfDate, oneLine, paragraphsMail, recipientOf } from '../../mail/mail-text.ts';
import type { Mailer, OutboxRow } from '../../mail/mailer.ts';

export type ChangeMail =
  | { kind: 'cancel'; planName: string; lastDay: string }
  | {
      kind: 'freeze';
      planName: string;
      startsOn: string;
      lastDay: string;
      resumesOn: string;
      feePence: number;
      pricePence: number;
    }
  | {
      kind: 'upgrade';
      planName: string;
      fromPlanName: string;
      chargedPence: number;
      pricePence: number;
      nextPaymentOn: string;
    }
  | { kind: 'downgrade'; planName: string; fromPlanName: string; from: string; pricePence: number };

function changeMail(client: ClientRow, firstName: string, change: ChangeMail) {
  const money = (pence: number) => formatMoney(pence, client.currencySymbol);
  const plan = oneLine(change.planName, 80);
  const greeting = [`Hello ${oneLine(firstName, 60)},`];
  const sign = [`${client.name}`];
  switch (change.kind) {
    case 'cancel':
      return {
        subject: `${client.name}: your ${plan} membership is cancelled from ${dayOfDate(change.lastDay)}`,
        ...paragraphsMail([
          greeting,
          [
            `We have your cancellation of ${plan}. Your last day as a member is ${dayOfDate(change.lastDay)}.`,
          ],
          ['Until then your membership, its member prices and its monthly payments continue as usual.'],
          sign,
        ]),
      };
    case 'freeze':
      return {
        subject: `${client.name}: your ${plan} membership is frozen from ${dayOfDate(change.startsOn)}`,
        ...paragraphsMail([
          greeting,
          [
            `Your ${plan} membership is frozen from ${dayOfDate(change.startsOn)} to ${dayOfDate(change.lastDay)}.`,
          ],
          [
            change.feePence > 0
              ? `Each frozen month costs ${money(change.feePence)} instead of ${money(change.pricePence)}.`
              : 'You pay nothing while it is frozen.',
            'Member prices and free sessions pause while it is frozen.',
            `Your membership and its payments of ${money(change.pricePence)} a month start again on ${dayOfDate(change.resumesOn)}.`,
          ],
          sign,
        ]),
      };
    case 'upgrade':
      return {
        subject: `${client.name}: your membership is now ${plan}`,
        ...paragraphsMail([
          greeting,
          [`Your membership has moved from ${oneLine(change.fromPlanName, 80)} to ${plan} today.`],
          [
            change.chargedPence > 0
              ? `We are charging ${money(change.chargedPence)} to your payment method on file for the rest of this month.`
              : 'There is nothing to pay now.',
            `From ${dayOfDate(change.nextPaymentOn)} you pay ${money(change.pricePence)} a month.`,
          ],
          sign,
        ]),
      };
    case 'downgrade':
      return {
        subject: `${client.name}: your membership moves to ${plan} on ${dayOfDate(change.from)}`,
        ...paragraphsMail([
          greeting,
          [
            `Your membership moves from ${oneLine(change.fromPlanName, 80)} to ${plan} on ${dayOfDate(change.from)}, your next billing date.`,
          ],
          [
            `Until then you keep ${oneLine(change.fromPlanName, 80)}. From ${dayOfDate(change.from)} you pay ${money(change.pricePence)} a month.`,
          ],
          sign,
        ]),
      };
  }
}

/** Records the change's mail in the transaction that made the change, so it exists exactly when the change does. */
export async function queueChangeMail(
  tx: Transaction,
  mailer: Mailer,
  input: { client: ClientRow; userId: number; change: ChangeMail },
): Promise<OutboxRow> {
  const member = await recipientOf(tx, input.client.id, input.userId);
  return mailer.enqueue(tx, {
    clientId: input.client.id,
    to: member.email,
    ...changeMail(input.client, member.firstName, input.change),
  });
}
