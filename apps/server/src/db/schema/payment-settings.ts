import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { orders } from './orders.ts';
import { users } from './people.ts';

export const paymentProviderNames = ['sandbox', 'opayo', 'stripe'] as const;
/** Who collects a client's Direct Debits (decision 38): GoCardless, or the demo's sandbox. */
export const directDebitProviderNames = ['gocardless', 'sandbox'] as const;
/** Where a cancellation's refund goes: always credit, always the card, or as the customer chooses. */
export const cancellationRefundRules = ['credit', 'card', 'customer_choice'] as const;

/**
 * One client's own card processor account (decision 35). `publicSettings` holds what may be
 * shown (Stripe's publishable key, Opayo's vendor name); `secrets` is one sealed JSON object
 * (AES-256-GCM, modules/payments/settings/secret-box.ts) of the secret keys and webhook
 * secrets, never returned by any API; `keyId` names the key that sealed it, for rotation.
 * A client without a row uses the installation's default provider (PAYMENT_PROVIDER).
 * `directDebitProvider` collects its Direct Debits (null: the client offers none); its secrets
 * (GoCardless's access token and webhook secret) are sealed in the same `secrets` object.
 */
export const clientPaymentSettings = pgTable(
  'client_payment_settings',
  {
    clientId: clientIdColumn().primaryKey(),
    provider: text('provider', { enum: paymentProviderNames }).notNull(),
    publicSettings: jsonb('public_settings').$type<Record<string, string>>().notNull().default({}),
    secrets: text('secrets'),
    keyId: text('key_id'),
    cancellationRefunds: text('cancellation_refunds', { enum: cancellationRefundRules })
      .notNull()
      .default('credit'),
    directDebitProvider: text('direct_debit_provider', { enum: directDebitProviderNames }),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('client_payment_settings_sealed', sql`(${table.secrets} is null) = (${table.keyId} is null)`),
  ],
);

export const cardRefundStatuses = ['pending', 'refunded', 'failed'] as const;

/**
 * Money going back to the card a booking was paid with, after a cancellation. Written in the
 * cancellation's transaction (one per booking: a second cancel finds it), then sent to the
 * provider after the commit, with `refund-booking-{id}` as the provider's idempotency reference.
 * A refusal leaves it `failed` with `nextAttemptAt`; the payment reconciler tries again.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    bookingId: integer('booking_id').notNull(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: cardRefundStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRefundId: text('provider_refund_id'),
    nextAttemptAt: instantColumn('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('card_refunds_booking_key').on(table.clientId, table.bookingId),
    index('card_refunds_order_idx').on(table.clientId, table.orderId),
    // The reconciler's scan: refunds still to be made.
    index('card_refunds_unsettled_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'failed')`),
    tenantForeignKey(
      'card_refunds_booking_fk',
      { clientId: table.clientId, column: table.bookingId },
      bookings,
    ),
    tenantForeignKey('card_refunds_order_fk', { clientId: table.clientId, column: table.orderId }, orders),
    tenantForeignKey('card_refunds_user_fk', { clientId: table.clientId, column: table.userId }, users),
    check('card_refunds_amount', sql`${table.amountPence} > 0`),
  ],
);
