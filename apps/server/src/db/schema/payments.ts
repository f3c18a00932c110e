import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { orders } from './orders.ts';
import { users } from './people.ts';

export const creditKinds = ['membership', 'general'] as const;
export const tenderTypes = ['card', 'cash', 'offline-voucher', 'cheque', 'credit'] as const;

/**
 * A customer's credit, as a ledger: a grant is positive, a use or an expiry negative. The
 * balance of a kind is the sum of its rows; a use is written in the same transaction as the
 * order that spends it, under a per-customer advisory lock, so credit is never spent twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: creditKinds }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('credit_ledger_user_idx').on(table.clientId, table.userId, table.kind),
    tenantForeignKey('credit_ledger_user_fk', { clientId: table.clientId, column: table.userId }, users),
    check('credit_ledger_amount', sql`${table.amountPence} <> 0`),
  ],
);

/**
 * The non-card payments put against an open basket (credit, and at the front desk cash,
 * cheque or a voucher). One row per kind: adding one replaces the same kind.
 * `kind` is the tender type, or `credit:membership` / `credit:general`.
 */
export const cartPayments = pgTable(
  'cart_payments',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    cartId: integer('cart_id').notNull(),
    kind: text('kind').notNull(),
    tenderType: text('tender_type', { enum: tenderTypes }).notNull(),
    creditKind: text('credit_kind', { enum: creditKinds }),
    amountPence: integer('amount_pence').notNull(),
    reference: text('reference'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('cart_payments_one_per_kind_key').on(table.clientId, table.cartId, table.kind),
    tenantForeignKey(
      'cart_payments_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ).onDelete('cascade'),
    check('cart_payments_amount', sql`${table.amountPence} > 0`),
    check(
      'cart_payments_credit_kind',
      sql`(${table.tenderType} = 'credit') = (${table.creditKind} is not null)`,
    ),
  ],
);
/**
 * How an order was paid: a card payment (provider and its transaction id), credit of a kind,
 * or at the desk cash, cheque or a voucher. `offlineReference` is the desk's own id for a
 * payment taken offline, unique so a sync records it once.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    orderId: integer('order_id').notNull(),
    tenderType: text('tender_type', { enum: tenderTypes }).notNull(),
    creditKind: text('credit_kind', { enum: creditKinds }),
    amountPence: integer('amount_pence').notNull(),
    provider: text('provider'),
    providerTransactionId: text('provider_transaction_id'),
    takenByUserId: integer('taken_by_user_id'),
    offlineReference: text('offline_reference'),
    reference: text('reference'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('order_payments_order_idx').on(table.clientId, table.orderId),
    uniqueIndex('order_payments_offline_reference_key')
      .on(table.clientId, table.offlineReference)
      .where(sql`${table.offlineReference} is not null`),
    tenantForeignKey('order_payments_order_fk', { clientId: table.clientId, column: table.orderId }, orders),
    check('order_payments_amount', sql`${table.amountPence} > 0`),
  ],
);

export const checkoutStatuses = [
  'authorising',
  'sca_required',
  'authorised',
  'declined',
  'failed',
  'completed',
  'refunded',
] as const;

/**
 * One card payment attempt for a basket, from authorise to complete. `uuid` is the
 * `transactionUuid` the browser carries through the 3-D Secure redirect; completing the same
 * one twice answers the same order. `amountPence` is what the card pays, `payments` the
 * credit and other tenders that make up the rest.
 */
export const checkoutTransactions = pgTable(
  'checkout_transactions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uuid: text('uuid').notNull().default(sql`gen_random_uuid()::text`),
    userId: integer('user_id').notNull(),
    cartId: integer('cart_id').notNull(),
    provider: text('provider').notNull(),
    sessionKey: text('session_key'),
    providerTransactionId: text('provider_transaction_id'),
    status: text('status', { enum: checkoutStatuses }).notNull().default('authorising'),
    amountPence: integer('amount_pence').notNull(),
    payments: jsonb('payments')
      .$type<{ tenderType: string; creditKind: string | null; amountPence: number }[]>()
      .notNull()
      .default([]),
    /** The basket lines this payment is for, fixed at authorise. */
    cartItemIds: jsonb('cart_item_ids').$type<number[]>().notNull().default([]),
    source: text('source').notNull(),
    /** The customer asked to keep the card: saved once the payment is authorised (after 3-D Secure too). */
    saveCard: boolean('save_card').notNull().default(false),
    errorMessage: text('error_message'),
    orderId: integer('order_id'),
    /** Set when a paid attempt could not be booked: `card` or `credit`. */
    refundedTo: text('refunded_to'),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('checkout_transactions_client_uuid_key').on(table.clientId, table.uuid),
    uniqueIndex('checkout_transactions_provider_tx_key')
      .on(table.clientId, table.provider, table.providerTransactionId)
      .where(sql`${table.providerTransactionId} is not null`),
    index('checkout_transactions_cart_idx').on(table.clientId, table.cartId),
    // The payment reconciler's scan: attempts not yet settled, oldest first.
    index('checkout_transactions_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('authorising', 'sca_required', 'authorised')`),
    tenantForeignKey(
      'checkout_transactions_user_fk',
      { clientId: table.clientId, column: table.userId },
      users,
    ),
    tenantForeignKey(
      'checkout_transactions_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ),
    check('checkout_transactions_amount', sql`${table.amountPence} > 0`),
  ],
);

/** A card a customer chose to keep for next time: the provider's token, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('saved_cards_token_key').on(table.clientId, table.provider, table.providerToken),
    index('saved_cards_user_idx').on(table.clientId, table.userId),
    tenantForeignKey('saved_cards_user_fk', { clientId: table.clientId, column: table.userId }, users),
  ],
);

/**
 * Money a front desk took while it had no connection, recorded when the desk syncs. The desk
 * gives each payment its own `offline_reference`; the unique key makes a sync (and any retry
 * of it) record each payment exactly once.
 */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    offlineReference: text('offline_reference').notNull(),
    customerId: integer('customer_id'),
    takenByUserId: integer('taken_by_user_id').notNull(),
    tenderType: text('tender_type', { enum: ['cash', 'cheque', 'offline-voucher'] }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    description: text('description').notNull(),
    takenAt: instantColumn('taken_at').notNull(),
    syncedAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('offline_payments_reference_key').on(table.clientId, table.offlineReference),
    index('offline_payments_customer_idx').on(table.clientId, table.customerId),
    tenantForeignKey(
      'offline_payments_customer_fk',
      { clientId: table.clientId, column: table.customerId },
      users,
    ),
    tenantForeignKey(
      'offline_payments_staff_fk',
      { clientId: table.clientId, column: table.takenByUserId },
      users,
    ),
    check('offline_payments_amount', sql`${table.amountPence} > 0`),
  ],
);
