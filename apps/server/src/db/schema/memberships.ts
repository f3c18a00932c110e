import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, membershipPlans } from './catalog.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { users } from './people.ts';
import { venues } from './tenancy.ts';

/**
 * What a plan includes besides its discounts: `sessions_per_month` free sessions of the
 * activities in `membership_plan_benefit_activities`, counted by the month the session starts in.
 */
export const membershipPlanBenefits = pgTable(
  'membership_plan_benefits',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    planId: integer('plan_id').notNull(),
    name: text('name').notNull(),
    sessionsPerMonth: integer('sessions_per_month').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('membership_plan_benefits_plan_idx').on(table.clientId, table.planId),
    tenantForeignKey(
      'membership_plan_benefits_plan_fk',
      { clientId: table.clientId, column: table.planId },
      membershipPlans,
    ).onDelete('cascade'),
    check('membership_plan_benefits_sessions', sql`${table.sessionsPerMonth} >= 1`),
  ],
);

export const membershipPlanBenefitActivities = pgTable(
  'membership_plan_benefit_activities',
  {
    clientId: clientIdColumn(),
    benefitId: integer('benefit_id').notNull(),
    activityId: integer('activity_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.benefitId, table.activityId] }),
    index('membership_plan_benefit_activities_activity_idx').on(table.clientId, table.activityId),
    tenantForeignKey(
      'membership_plan_benefit_activities_benefit_fk',
      { clientId: table.clientId, column: table.benefitId },
      membershipPlanBenefits,
    ).onDelete('cascade'),
    tenantForeignKey(
      'membership_plan_benefit_activities_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ).onDelete('cascade'),
  ],
);

export const membershipStatuses = ['active', 'frozen', 'cancelled', 'suspended'] as const;

/**
 * A customer's membership of a plan. It covers the days from `starts_on` to `ends_on` (open
 * ended while null) when `active`; its plan gives member prices and benefits. `suspended`
 * (arrears after the last retry of a renewal) stops them until the arrears are paid.
 * Renewals are charged on `next_payment_on`, then on the `billing_day` of each month (the day
 * of `starts_on` when null, the month's last day in a shorter month), at `price_pence` a month
 * (the plan's price when null).
 */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    homeVenueId: integer('home_venue_id'),
    reference: text('reference').notNull(),
    status: text('status', { enum: membershipStatuses }).notNull().default('active'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    nextPaymentOn: date('next_payment_on'),
    billingDay: integer('billing_day'),
    pricePence: integer('price_pence'),
    /**
     * The order that bought it online (null for memberships sold at the desk). No foreign key:
     * `orders` depends on this module through the basket's allowance columns.
     */
    orderId: integer('order_id'),
    /**
     * A downgrade booked for the next billing date: from the period starting on or after
     * `pending_from`, the billing run switches `plan_id` and `price_pence` to these.
     */
    pendingPlanId: integer('pending_plan_id'),
    pendingPricePence: integer('pending_price_pence'),
    pendingFrom: date('pending_from'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('customer_memberships_reference_key').on(table.clientId, table.reference),
    uniqueIndex('customer_memberships_order_key')
      .on(table.clientId, table.orderId)
      .where(sql`${table.orderId} is not null`),
    index('customer_memberships_user_idx').on(table.clientId, table.userId),
    tenantForeignKey(
      'customer_memberships_user_fk',
      { clientId: table.clientId, column: table.userId },
      users,
    ),
    tenantForeignKey(
      'customer_memberships_plan_fk',
      { clientId: table.clientId, column: table.planId },
      membershipPlans,
    ),
    tenantForeignKey(
      'customer_memberships_venue_fk',
      { clientId: table.clientId, column: table.homeVenueId },
      venues,
    ),
    check('customer_memberships_dates', sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
    check(
      'customer_memberships_billing',
      sql`(${table.billingDay} is null or ${table.billingDay} between 1 and 31) and (${table.pricePence} is null or ${table.pricePence} >= 0)`,
    ),
    tenantForeignKey(
      'customer_memberships_pending_plan_fk',
      { clientId: table.clientId, column: table.pendingPlanId },
      membershipPlans,
    ),
    // The billing run's scan of memberships whose next period is due (a frozen one bills its fee).
    index('customer_memberships_billing_idx')
      .on(table.nextPaymentOn)
      .where(sql`${table.status} in ('active', 'frozen')`),
  ],
);

export const membershipChangeKinds = ['cancel', 'freeze', 'upgrade', 'downgrade'] as const;

/**
 * What a member (or staff at the desk for them, `acted_by`) changed: a cancellation (`effective_on`
 * the last day), a freeze of the periods starting from `effective_on` up to before `until_on`
 * (each billed `fee_pence` instead of the price), an upgrade (`amount_pence` the pro-rata charge,
 * a `membership_charges` row naming this change) or a downgrade from `effective_on`.
 */
export const membershipChanges = pgTable(
  'membership_changes',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    membershipId: integer('membership_id').notNull(),
    kind: text('kind', { enum: membershipChangeKinds }).notNull(),
    fromPlanId: integer('from_plan_id').notNull(),
    toPlanId: integer('to_plan_id'),
    effectiveOn: date('effective_on').notNull(),
    untilOn: date('until_on'),
    feePence: integer('fee_pence').notNull().default(0),
    amountPence: integer('amount_pence').notNull().default(0),
    actedBy: integer('acted_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('membership_changes_membership_idx').on(table.clientId, table.membershipId, table.kind),
    tenantForeignKey(
      'membership_changes_membership_fk',
      { clientId: table.clientId, column: table.membershipId },
      customerMemberships,
    ),
    check(
      'membership_changes_amounts',
      sql`${table.feePence} >= 0 and ${table.amountPence} >= 0 and (${table.untilOn} is null or ${table.untilOn} > ${table.effectiveOn})`,
    ),
  ],
);

/** A bundle of prepaid sessions of some activities, used within `valid_days` of buying it. */
export const packages = pgTable(
  'packages',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sessions: integer('sessions').notNull(),
    validDays: integer('valid_days').notNull(),
    pricePence: integer('price_pence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('packages_client_slug_key').on(table.clientId, table.slug),
    check(
      'packages_numbers',
      sql`${table.sessions} >= 1 and ${table.validDays} >= 1 and ${table.pricePence} >= 0`,
    ),
  ],
);

export const packageActivities = pgTable(
  'package_activities',
  {
    clientId: clientIdColumn(),
    packageId: integer('package_id').notNull(),
    activityId: integer('activity_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.packageId, table.activityId] }),
    index('package_activities_activity_idx').on(table.clientId, table.activityId),
    tenantForeignKey(
      'package_activities_package_fk',
      { clientId: table.clientId, column: table.packageId },
      packages,
    ).onDelete('cascade'),
    tenantForeignKey(
      'package_activities_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ).onDelete('cascade'),
  ],
);

/**
 * A package a customer holds: `sessions_total` sessions for sessions starting before
 * `expires_at`. Sessions used are the bookings that name it (a booking cancelled within its
 * cutoff stops naming it) plus the live basket lines it is applied to.
 */
export const customerPackages = pgTable(
  'customer_packages',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    packageId: integer('package_id').notNull(),
    sessionsTotal: integer('sessions_total').notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('customer_packages_user_idx').on(table.clientId, table.userId),
    tenantForeignKey('customer_packages_user_fk', { clientId: table.clientId, column: table.userId }, users),
    tenantForeignKey(
      'customer_packages_package_fk',
      { clientId: table.clientId, column: table.packageId },
      packages,
    ),
    check('customer_packages_sessions', sql`${table.sessionsTotal} >= 1`),
  ],
);

export const guestPassStatuses = ['issued', 'used', 'cancelled'] as const;

/**
 * A guest pass a member issues to a named guest for one day. A plan allows
 * `guest_passes_per_month` passes a month, counted by the month of `valid_on` (cancelled ones
 * do not count).
 */
export const guestPasses = pgTable(
  'guest_passes',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    customerMembershipId: integer('customer_membership_id').notNull(),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestEmail: text('guest_email'),
    validOn: date('valid_on').notNull(),
    /** What the guest shows at the desk. */
    code: text('code').notNull(),
    status: text('status', { enum: guestPassStatuses }).notNull().default('issued'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('guest_passes_code_key').on(table.clientId, table.code),
    index('guest_passes_membership_idx').on(table.clientId, table.customerMembershipId, table.validOn),
    tenantForeignKey('guest_passes_user_fk', { clientId: table.clientId, column: table.userId }, users),
    tenantForeignKey(
      'guest_passes_membership_fk',
      { clientId: table.clientId, column: table.customerMembershipId },
      customerMemberships,
    ),
  ],
);
