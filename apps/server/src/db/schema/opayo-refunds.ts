import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/**
 * The refunds the Opayo adapter has made, kept because Opayo Pi cannot be asked: it has no
 * lookup by vendorTxCode, refuses a reused one instead of replaying its answer, and a payment's
 * GET does not show its refunds. Keyed by the Opayo account (API URL and vendor name) like
 * Opayo's own records, so a repeat after a restart, or in another server process, is answered
 * from here and never refunds twice; the refunded total of a payment is their sum.
 */
export const opayoRefunds = pgTable(
  'opayo_refunds',
  {
    account: text('account').notNull(),
    /** The merchant (client slug) and the refund's vendorTxCode, as `demo|refund-booking-12`. */
    vendorTxCode: text('vendor_tx_code').notNull(),
    paymentTransactionId: text('payment_transaction_id').notNull(),
    refundTransactionId: text('refund_transaction_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.vendorTxCode] }),
    index('opayo_refunds_payment').on(table.account, table.paymentTransactionId),
  ],
);
