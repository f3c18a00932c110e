import { type Cart, courseAttendeeMessages } from '@leisure/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { questionsIncomplete } from '../waivers/answers.ts';
import { unansweredRequiredOf } from '../waivers/questions.service.ts';

export const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });

/**
 * A basket that can be paid for: not empty, every line still holding its place, and every course
 * line naming who attends (422, keyed `cart_items.{id}.attendee`).
 */
export function assertPayable(cart: Cart) {
  const live = cart.items.filter((item) => !item.isExpired);
  if (live.length === 0) throw conflict('Your basket is empty.');
  if (live.length !== cart.items.length) {
    throw new AppError({
      statusCode: 409,
      code: 'hold_expired',
      message: 'Your hold on some places has expired. Remove them from your basket to continue.',
    });
  }
  const unnamed = live.filter((item) => item.type === 'course' && item.attendee === null);
  if (unnamed.length > 0) {
    throw validationFailed(
      Object.fromEntries(
        unnamed.map((item) => [
          `cart_items.${item.id}.attendee`,
          [courseAttendeeMessages.missing(item.name)],
        ]),
      ),
      courseAttendeeMessages.missing(unnamed.map((item) => item.name).join(' and ')),
    );
  }
}

export function assertWaivers(cart: Cart, completedWaivers: boolean | undefined, field: string) {
  if (cart.attendeeWaiversRequired > 0 && completedWaivers !== true) {
    throw validationFailed({ [field]: ['Please complete the waivers for every attendee before paying.'] });
  }
}

/**
 * Every required booking question of the basket's lines is answered (docs/product.md): else 422
 * 'Please complete all required questions', each one left out under its field
 * `items.{lineId}.questions.{questionId}`. Every way of completing an order checks it before any
 * money moves or place is booked.
 */
export async function assertQuestionsAnswered(db: Db, clientId: number, cart: Pick<Cart, 'id'>) {
  const errors = await unansweredRequiredOf(db, clientId, cart.id);
  if (Object.keys(errors).length > 0) throw questionsIncomplete(errors);
}

/** The payments the browser sends must be the ones in the basket (a stale page would pay the wrong amount). */
export function assertPaymentsMatch(cart: Cart, sent: { tenderType: string; amount: number }[]) {
  const key = (payments: { tenderType: string; amount: number }[]) =>
    payments
      .map((payment) => `${payment.tenderType}:${payment.amount}`)
      .sort()
      .join(',');
  const total = (payments: { amount: number }[]) =>
    payments.reduce((sum, payment) => sum + payment.amount, 0);
  // Two credit kinds travel as one `credit` tender type: compare per type and in total.
  const merged = (payments: { tenderType: string; amount: number }[]) => {
    const byType = new Map<string, number>();
    for (const payment of payments)
      byType.set(payment.tenderType, (byType.get(payment.tenderType) ?? 0) + payment.amount);
    return [...byType].map(([tenderType, amount]) => ({ tenderType, amount }));
  };
  if (total(sent) !== total(cart.payments) || key(merged(sent)) !== key(merged(cart.payments))) {
    throw conflict('Your basket has changed. Please check it and try again.');
  }
}
