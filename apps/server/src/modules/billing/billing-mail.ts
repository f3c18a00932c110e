import { formatMoney } from '@leisure/contracts';
import type { Transaction } from '../../db/client.ts';
import { dayOfDate, oneLine, paragraphsMail } from '../mail/mail-text.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { memberOf } from './billing.repository.ts';

export type BillingMailKind =
  | { kind: 'retry'; retryOn: string }
  | { kind: 'suspended' }
  | { kind: 'restored'; nextPaymentOn: string };

export interface BillingMailInput {
  clientId: number;
  clientName: string;
  currencySymbol: string;
  membershipId: number;
  periodStart: string;
  amountPence: number;
  reason: string;
  step: BillingMailKind;
}

/** The member's mail for a step of a renewal that failed, the suspension, and the restoration. */
export function billingMail(
  member: { firstName: string; planName: string },
  input: Omit<BillingMailInput, 'clientId' | 'membershipId'>,
) {
  const amount = formatMoney(input.amountPence, input.currencySymbol);
  const plan = oneLine(member.planName, 80);
  const period = dayOfDate(input.periodStart);
  const greeting = [`Hello ${oneLine(member.firstName, 60)},`];
  switch (input.step.kind) {
    case 'retry':
      return {
        subject: `${input.clientName}: we could not take your ${plan} payment`,
        ...paragraphsMail([
          greeting,
          [
            `We could not take your ${amount} payment for ${plan} due on ${period}: ${oneLine(input.reason)}.`,
          ],
          [
            `We will try again on ${dayOfDate(input.step.retryOn)}. Please check your payment details in My account.`,
          ],
        ]),
      };
    case 'suspended':
      return {
        subject: `${input.clientName}: your ${plan} membership is suspended`,
        ...paragraphsMail([
          greeting,
          [`We tried several times but could not take your ${amount} payment for ${plan} due on ${period}.`],
          [
            'Your membership is suspended: its member prices and free sessions stop until the arrears are paid.',
            'Pay them online in My account to restore it at once.',
          ],
        ]),
      };
    case 'restored':
      return {
        subject: `${input.clientName}: your ${plan} membership is active again`,
        ...paragraphsMail([
          greeting,
          [`Thank you: your arrears are paid and your ${plan} membership is active again.`],
          [`Your next payment is due on ${dayOfDate(input.step.nextPaymentOn)}.`],
        ]),
      };
  }
}

/** Records the mail in the transaction that recorded the step, so it exists exactly when the step does. */
export async function queueBillingMail(
  tx: Transaction,
  mailer: Mailer,
  input: BillingMailInput,
): Promise<OutboxRow> {
  const member = await memberOf(tx, input.clientId, input.membershipId);
  return mailer.enqueue(tx, { clientId: input.clientId, to: member.email, ...billingMail(member, input) });
}
