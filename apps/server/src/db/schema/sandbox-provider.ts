import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, instantColumn } from './columns.ts';

/**
 * The built-in `sandbox` payment provider's own records. It plays a separate card processor:
 * these tables are its side of the world, keyed by its own ids and by the merchant (the
 * client slug), never joined with the product's tables. Card numbers are never stored; a
 * card becomes a short-lived `card_identifier` token with its last four digits.
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    key: text('key').primaryKey(),
    merchant: text('merchant').notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('sandbox_sessions_expires_idx').on(table.expiresAt)],
);

export const sandboxCards = pgTable('sandbox_cards', {
  /** The `card_identifier` handed to the browser. */
  id: text('id').primaryKey(),
  merchant: text('merchant').notNull(),
  sessionKey: text('session_key').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  cardholderName: text('cardholder_name').notNull(),
  /** What the test card does: `approve`, `challenge` (3-D Secure) or `decline`. */
  behaviour: text('behaviour', { enum: ['approve', 'challenge', 'decline'] }).notNull(),
  /** Set when the merchant keeps the card for reuse (saved card). */
  reusable: text('reusable', { enum: ['no', 'yes'] })
    .notNull()
    .default('no'),
  expiresAt: instantColumn('expires_at').notNull(),
  createdAt: createdAtColumn(),
});

export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: text('id').primaryKey(),
    merchant: text('merchant').notNull(),
    /** The merchant's own reference: a repeat with the same one answers the first transaction. */
    vendorTxCode: text('vendor_tx_code').notNull(),
    cardId: text('card_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['sca_required', 'authorised', 'declined', 'failed', 'refunded'],
    }).notNull(),
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** Where the 3-D Secure page sends the shopper afterwards. */
    returnUrl: text('return_url'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sandbox_transactions_vendor_key').on(table.merchant, table.vendorTxCode)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    /** The merchant's refund reference: a repeat answers the first refund. */
    vendorTxCode: text('vendor_tx_code').notNull(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('sandbox_refunds_vendor_key').on(table.transactionId, table.vendorTxCode)],
);
