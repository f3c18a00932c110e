import { type AccountPayments, priceOf } from '@leisure/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, creditLedger, orderPayments, orders } from '../../db/schema/index.ts';
import { describeOrderPayment } from '../checkout/order-view.ts';
import type { AccountCustomer } from './account-customer.ts';

/** How many orders and credit entries the page lists, latest first. */
export const PAYMENTS_LIMIT = { orders: 100, creditEntries: 200 } as const;

/**
 * `GET /api/my-account/payments`: the customer's orders with how each was paid (described as
 * on the receipt), and their credit ledger, latest first.
 */
export async function accountPayments(db: Db, customer: AccountCustomer): Promise<AccountPayments> {
  const { client, user } = customer;
  const symbol = client.currencySymbol;
  const placed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.clientId, client.id), eq(orders.userId, user.id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PAYMENTS_LIMIT.orders);
  const orderIds = placed.map((order) => order.id);
  const paid =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(orderPayments)
          .where(and(eq(orderPayments.clientId, client.id), inArray(orderPayments.orderId, orderIds)))
          .orderBy(asc(orderPayments.id));
  const booked =
    orderIds.length === 0
      ? []
      : await db
          .select({ orderId: bookings.orderId, bookings: count() })
          .from(bookings)
          .where(and(eq(bookings.clientId, client.id), inArray(bookings.orderId, orderIds)))
          .groupBy(bookings.orderId);
  const bookingCounts = new Map(booked.map((row) => [row.orderId, Number(row.bookings)]));
  const ledger = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.clientId, client.id), eq(creditLedger.userId, user.id)))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(PAYMENTS_LIMIT.creditEntries);
  return {
    orders: placed.map((order) => ({
      id: order.id,
      reference: order.reference,
      createdAt: order.createdAt.toISOString(),
      total: priceOf(order.totalPence, symbol),
      bookingCount: bookingCounts.get(order.id) ?? 0,
      payments: paid
        .filter((payment) => payment.orderId === order.id)
        .map((payment) => describeOrderPayment(payment, symbol)),
    })),
    creditHistory: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: priceOf(Math.abs(entry.amountPence), symbol),
      isCredit: entry.amountPence > 0,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
