import type { AccountPayments, Order } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { bookClassWithCredit, grantCredit } from './account.test-kit.ts';

const kit = useBookingKit();

const read = async <T>(who: TestCustomer, path: string) => {
  const response = await kit.get(who, `/api/my-account/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<T>(response);
};

describe("a customer's payments", () => {
  it('lists orders with their payments and the credit history, and serves receipts of its own orders', async () => {
    const [who, other] = await kit.twoCustomers();
    const paid = await bookClassWithCredit(kit, who);
    await grantCredit(kit, who, 300, 'Goodwill');

    const payments = await read<AccountPayments>(who, 'payments');
    expect(payments.orders).toHaveLength(1);
    expect(payments.orders[0]).toMatchObject({
      id: paid.orderId,
      total: { amountPence: 1200 },
      bookingCount: 1,
      payments: [
        {
          tenderType: 'credit',
          creditKind: 'general',
          amount: { amountPence: 1200 },
          description: 'General credit',
        },
      ],
    });
    expect(payments.creditHistory.map((entry) => [entry.amount.amountPence, entry.isCredit])).toEqual([
      [300, true],
      [1200, false],
      [1200, true],
    ]);
    expect(payments.creditHistory[0]).toMatchObject({ kind: 'general', reason: 'Goodwill' });

    const receipt = await read<Order>(who, `payments/${paid.orderId}/receipt`);
    const confirmation = dataOf<Order>(await kit.get(who, `/api/activities/orders/${paid.orderId}`));
    expect(receipt).toEqual(confirmation);
    expect(receipt.bookings[0]?.uid).toBe(paid.booking.uid);
    const stranger = await kit.get(other, `/api/my-account/payments/${paid.orderId}/receipt`);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('not_found');
    expect((await read<AccountPayments>(other, 'payments')).orders).toEqual([]);
  });
});
