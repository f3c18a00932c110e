import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, sandboxTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { classItem, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { type PaymentProvider, ProviderError } from '../payments/provider.ts';
import { paymentProviderFor } from '../payments/registry.ts';
import { cardPaymentCallsOf } from './card-payment-calls.test-kit.ts';
import { completeCardOrder } from './complete.ts';

const kit = useBookingKit();
const { approvedAfterThePlaceWent, attemptOf } = cardPaymentCallsOf(kit);

const sandbox = () => paymentProviderFor('sandbox', { db: kit.db(), config: kit.testApp.app.config });

/** The sandbox, except that it refuses every refund. */
const refusingRefunds = (): PaymentProvider => ({
  ...sandbox(),
  refund: () => Promise.reject(new ProviderError('the processor is unreachable', 'sandbox')),
});

/** Completes the attempt as the checkout page's call would, with `provider` taking the money back. */
async function completeWith(provider: PaymentProvider, who: TestCustomer, transactionUuid: string) {
  const user = await findUserById(kit.db(), kit.clientId, who.id);
  if (!user) throw new Error('no customer');
  const { app } = kit.testApp;
  const context = {
    db: kit.db(),
    mailer: app.mailer,
    provider,
    client: kit.client,
    user,
    holdMinutes: app.config.CART_HOLD_MINUTES,
  };
  try {
    await completeCardOrder(context, { transactionUuid, source: 'bookings', refundTo: 'card' });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the completion to be refused');
}

/** A challenged payment approved after its hold ran out and a rival took the last place. */
async function paidForAPlaceThatWent(who: TestCustomer) {
  const row = await kit.classWithSpaces(1);
  await kit.added(who, [classItem(row)]);
  const { challenged } = await approvedAfterThePlaceWent(who, row);
  return challenged.transactionUuid;
}

describe('giving back a card payment whose basket was refused', () => {
  it('says so (502) when the provider refuses the refund, keeps the payment to give back, and gives it back once asked again', async () => {
    const who = await kit.customer();
    const uuid = await paidForAPlaceThatWent(who);

    const refused = await completeWith(refusingRefunds(), who, uuid);
    expect(refused.statusCode).toBe(502);
    expect(refused.code).toBe('payment_failed');
    expect(refused.message).toBe(
      'Sorry, a place in your basket was taken after its hold ran out. We could not refund your payment automatically yet: please try again or contact us.',
    );
    expect(await attemptOf(uuid)).toMatchObject({ status: 'authorised', refundedTo: null });
    const [kept] = await kit
      .db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.vendorTxCode, uuid));
    expect(kept?.status).not.toBe('refunded');

    const refunded = await completeWith(sandbox(), who, uuid);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.code).toBe('hold_expired');
    expect(refunded.message).toMatch(/has been refunded to your card\.$/);
    expect(await attemptOf(uuid)).toMatchObject({ status: 'refunded', refundedTo: 'card' });
    const [charge] = await kit
      .db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.vendorTxCode, uuid));
    expect(charge?.status).toBe('refunded');
    const booked = await kit
      .db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.userId, who.id)));
    expect(booked).toHaveLength(0);
  });
});
