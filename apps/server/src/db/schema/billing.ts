import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { customerMemberships, membershipChanges } from './memberships.ts';
import { users } from './people.ts';

export const instructionKinds = ['card', 'direct_debit'] as const;

/**
 * How a member's later months are paid: a card kept on file (the processor's reusable token) or
 * a Direct Debit mandate (Bacs), through the provider named. One live instruction per customer;
 * replacing it revokes the old one in the same transaction.
 */
export const paymentInstructions = pgTable(
  'payment_instructions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: instructionKinds }).notNull(),
    provider: text('provider').notNull(),
    /** The card's reusable token or the mandate's id at the provider: never a card or account number. */
    providerToken: text('provider_token').notNull(),
    /** What the member recognises it by: 'Visa ending 4242', 'Account ending 6789'. */
    label: text('label').notNull(),
    /** A card's brand ('visa', 'mastercard'), last four digits and expiry, as the processor reported them. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    /** A Direct Debit mandate's reference, as the member's bank statement shows it. */
    mandateReference: text('mandate_reference'),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('payment_instructions_one_live_key')
      .on(table.clientId, table.userId)
      .where(sql`${table.status} = 'active'`),
    tenantForeignKey(
      'payment_instructions_user_fk',
      { clientId: table.clientId, column: table.userId },
      users,
    ),
  ],
);

export const chargeStatuses = ['due', 'charging', 'paid', 'arrears'] as const;

/**
 * One billing period of a membership and what was done to charge it. The row is the claim: it is
 * inserted, at most once per (membership, period_start), in the transaction that moves the
 * membership's `next_payment_on` on, so each period is charged at most once whatever runs it.
 * `attempt` numbers the tries; each try's provider idempotency key is derived from this row and
 * the attempt (billing-keys.ts), so a try repeated after a crash is the same payment.
 * `due` waits for `next_attempt_at`; `charging` is a try under way (`leased_until`: when another
 * process may take it over, repeating the same key); `paid`; `arrears` after the last retry
 * failed (paying the arrears puts it back to `due` at once).
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    membershipId: integer('membership_id').notNull(),
    userId: integer('user_id').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** The plan change this charges (an upgrade's pro-rata difference); null for a period's renewal. */
    changeId: integer('change_id'),
    status: text('status', { enum: chargeStatuses }).notNull().default('due'),
    attempt: integer('attempt').notNull().default(0),
    nextAttemptAt: instantColumn('next_attempt_at'),
    leasedUntil: instantColumn('leased_until'),
    provider: text('provider'),
    providerTransactionId: text('provider_transaction_id'),
    failureMessage: text('failure_message'),
    paidAt: instantColumn('paid_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('membership_charges_period_key')
      .on(table.clientId, table.membershipId, table.periodStart)
      .where(sql`${table.changeId} is null`),
    uniqueIndex('membership_charges_change_key')
      .on(table.clientId, table.changeId)
      .where(sql`${table.changeId} is not null`),
    index('membership_charges_user_idx').on(table.clientId, table.userId, table.status),
    // The billing run's scan: tries waiting for their time, and tries whose process died.
    index('membership_charges_work_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('due', 'charging')`),
    tenantForeignKey(
      'membership_charges_membership_fk',
      { clientId: table.clientId, column: table.membershipId },
      customerMemberships,
    ),
    tenantForeignKey(
      'membership_charges_change_fk',
      { clientId: table.clientId, column: table.changeId },
      membershipChanges,
    ),
    tenantForeignKey('membership_charges_user_fk', { clientId: table.clientId, column: table.userId }, users),
    check('membership_charges_amount', sql`${table.amountPence} > 0`),
    check('membership_charges_period', sql`${table.periodEnd} > ${table.periodStart}`),
  ],
);
