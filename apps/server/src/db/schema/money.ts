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
import { allowanceColumns, allowanceConstraints, carts } from './cart.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
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

/** A discount code an operator hands out: a percentage or a fixed amount off a basket. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    /** Stored upper-case; customers may type it in any case. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    amountOffPence: integer('amount_off_pence'),
    minimumSpendPence: integer('minimum_spend_pence').notNull().default(0),
    validFrom: instantColumn('valid_from'),
    validUntil: instantColumn('valid_until'),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('discount_codes_client_code_key').on(table.clientId, table.code),
    check('discount_codes_upper', sql`${table.code} = upper(${table.code})`),
    check('discount_codes_one_kind', sql`num_nonnulls(${table.percentOff}, ${table.amountOffPence}) = 1`),
    check(
      'discount_codes_percent',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check('discount_codes_amount', sql`${table.amountOffPence} is null or ${table.amountOffPence} > 0`),
    check(
      'discount_codes_redemptions',
      sql`${table.maxRedemptions} is null or ${table.redemptionCount} <= ${table.maxRedemptions}`,
    ),
  ],
);

/** A discount code applied to an open basket, for one customer of it (null: the whole basket). */
export const cartDiscounts = pgTable(
  'cart_discounts',
  {
    clientId: clientIdColumn(),
    cartId: integer('cart_id').notNull(),
    discountCodeId: integer('discount_code_id').notNull(),
    customerId: integer('customer_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.cartId, table.discountCodeId] }),
    tenantForeignKey(
      'cart_discounts_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ).onDelete('cascade'),
    tenantForeignKey(
      'cart_discounts_code_fk',
      { clientId: table.clientId, column: table.discountCodeId },
      discountCodes,
    ),
  ],
);

/**
 * A discount a staff user gives at the desk on the basket of the customer they serve: an amount
 * or a percentage (exactly one), with the reason they gave. One per basket: giving another
 * replaces it. It is priced after the basket's codes, on what they leave; the order's
 * `discount_pence` includes it, and the closed basket keeps who gave it and why.
 */
export const cartStaffDiscounts = pgTable(
  'cart_staff_discounts',
  {
    clientId: clientIdColumn(),
    cartId: integer('cart_id').notNull(),
    amountPence: integer('amount_pence'),
    percentOff: integer('percent_off'),
    reason: text('reason').notNull(),
    staffUserId: integer('staff_user_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.cartId] }),
    tenantForeignKey(
      'cart_staff_discounts_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ).onDelete('cascade'),
    tenantForeignKey(
      'cart_staff_discounts_staff_fk',
      { clientId: table.clientId, column: table.staffUserId },
      users,
    ),
    check('cart_staff_discounts_one_kind', sql`num_nonnulls(${table.amountPence}, ${table.percentOff}) = 1`),
    check(
      'cart_staff_discounts_percent',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check('cart_staff_discounts_amount', sql`${table.amountPence} is null or ${table.amountPence} > 0`),
  ],
);

/**
 * A paid basket. `reference` is what the customer quotes (e.g. `DL-7F3K9Q`). `placedByUserId`
 * is the staff user who took it at the front desk, when one did.
 */
export const orders = pgTable(
  'orders',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uuid: text('uuid').notNull().default(sql`gen_random_uuid()::text`),
    reference: text('reference').notNull(),
    userId: integer('user_id').notNull(),
    cartId: integer('cart_id').notNull(),
    placedByUserId: integer('placed_by_user_id'),
    source: text('source').notNull(),
    subtotalPence: integer('subtotal_pence').notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    totalPence: integer('total_pence').notNull(),
    status: text('status', { enum: ['completed', 'refunded'] })
      .notNull()
      .default('completed'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('orders_client_uuid_key').on(table.clientId, table.uuid),
    uniqueIndex('orders_client_reference_key').on(table.clientId, table.reference),
    uniqueIndex('orders_one_per_cart_key').on(table.clientId, table.cartId),
    index('orders_user_idx').on(table.clientId, table.userId, table.createdAt),
    tenantForeignKey('orders_user_fk', { clientId: table.clientId, column: table.userId }, users),
    tenantForeignKey('orders_cart_fk', { clientId: table.clientId, column: table.cartId }, carts),
    check('orders_totals', sql`${table.totalPence} = ${table.subtotalPence} - ${table.discountPence}`),
    check('orders_total', sql`${table.totalPence} >= 0`),
  ],
);

/**
 * A confirmed place: what a completed basket line became. `uid` is the calendar invite's
 * stable UID. Times, venue and name are copied so the booking reads the same later.
 */
export const bookings = pgTable(
  'bookings',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uid: text('uid').notNull().default(sql`gen_random_uuid()::text`),
    orderId: integer('order_id').notNull(),
    cartItemId: integer('cart_item_id').notNull(),
    userId: integer('user_id').notNull(),
    attendeeUserId: integer('attendee_user_id'),
    type: text('type').notNull(),
    classOccurrenceId: integer('class_occurrence_id'),
    slotBookingId: integer('slot_booking_id'),
    ticketTimeId: integer('ticket_time_id'),
    ticketTypeId: integer('ticket_type_id'),
    courseId: integer('course_id'),
    venueId: integer('venue_id').notNull(),
    name: text('name').notNull(),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    quantity: integer('quantity').notNull(),
    places: integer('places').notNull(),
    pricePence: integer('price_pence').notNull(),
    ...allowanceColumns(),
    status: text('status', { enum: ['confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    cancelledAt: instantColumn('cancelled_at'),
    cancelledByUserId: integer('cancelled_by_user_id'),
    /** Pence given back as account credit when it was cancelled (0 after the cutoff). */
    refundPence: integer('refund_pence'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('bookings_client_uid_key').on(table.clientId, table.uid),
    uniqueIndex('bookings_one_per_cart_item_key').on(table.clientId, table.cartItemId),
    index('bookings_user_idx').on(table.clientId, table.userId, table.startsAt),
    index('bookings_order_idx').on(table.clientId, table.orderId),
    index('bookings_class_idx').on(table.clientId, table.classOccurrenceId),
    tenantForeignKey('bookings_order_fk', { clientId: table.clientId, column: table.orderId }, orders),
    tenantForeignKey('bookings_user_fk', { clientId: table.clientId, column: table.userId }, users),
    ...allowanceConstraints('bookings', table),
    index('bookings_package_idx')
      .on(table.clientId, table.customerPackageId)
      .where(sql`${table.customerPackageId} is not null`),
    index('bookings_benefit_idx')
      .on(table.clientId, table.customerMembershipId, table.planBenefitId, table.allowanceMonth)
      .where(sql`${table.planBenefitId} is not null`),
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
