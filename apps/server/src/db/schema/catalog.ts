import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientIdColumn, identityColumn, tenantForeignKey } from './columns.ts';
import { accessibilityColumn, venues } from './tenancy.ts';

export const activityKinds = ['class', 'ad_hoc', 'fast_ticket'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** Activity categories of a client, shared by its venues; `parent_id` null is a root. */
export const activities = pgTable(
  'activities',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** How the timetable lists it by default: a grid per location, or one list by time. */
    browseByName: text('browse_by_name', { enum: ['location', 'time'] })
      .notNull()
      .default('location'),
    /** `customer`: the customer picks the court, lane or room; `system`: the server allocates one. */
    allocationStrategy: text('allocation_strategy', { enum: ['customer', 'system'] })
      .notNull()
      .default('system'),
    /** Decides v1Type (class_templates, ad_hoc_templates, fast_ticket_templates) and v2Type. */
    kind: text('kind', { enum: activityKinds }).notNull(),
    imageUrl: text('image_url'),
    isMembersOnly: boolean('is_members_only').notNull().default(false),
    /** Facts of the activity itself (a pool hoist for swimming, a quiet session). */
    accessibility: accessibilityColumn(),
    /** When set, every attendee must sign this waiver before an order with the activity completes. */
    waiverText: text('waiver_text'),
    /** A booking cancelled at least this long before it starts is refunded as account credit. */
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('activities_client_slug_key').on(table.clientId, table.slug),
    index('activities_parent_idx').on(table.clientId, table.parentId),
    tenantForeignKey(
      'activities_parent_fk',
      { clientId: table.clientId, column: table.parentId },
      { clientId: table.clientId, id: table.id },
    ),
    check('activities_not_own_parent', sql`${table.parentId} is distinct from ${table.id}`),
  ],
);

/** Which venues offer an activity. */
export const activityVenues = pgTable(
  'activity_venues',
  {
    clientId: clientIdColumn(),
    activityId: integer('activity_id').notNull(),
    venueId: integer('venue_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.activityId, table.venueId] }),
    index('activity_venues_venue_idx').on(table.clientId, table.venueId),
    tenantForeignKey(
      'activity_venues_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ).onDelete('cascade'),
    tenantForeignKey(
      'activity_venues_venue_fk',
      { clientId: table.clientId, column: table.venueId },
      venues,
    ).onDelete('cascade'),
  ],
);

/** A bookable resource inside a venue: a court, lane, pitch, studio, pool or wall. */
export const locations = pgTable(
  'locations',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    venueId: integer('venue_id').notNull(),
    name: text('name').notNull(),
    /** Free text such as `badminton_court`, `lane`, `studio`: ad-hoc activities pick locations by kind. */
    kind: text('kind').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('locations_client_venue_name_key').on(table.clientId, table.venueId, table.name),
    tenantForeignKey('locations_venue_fk', { clientId: table.clientId, column: table.venueId }, venues),
  ],
);

export const instructors = pgTable(
  'instructors',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bio: text('bio').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.id] })],
);

export const tags = pgTable(
  'tags',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('tags_client_slug_key').on(table.clientId, table.slug),
  ],
);

/** A membership a customer can join; `venue_id` null means it covers every venue. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    venueId: integer('venue_id'),
    /** Charged monthly. */
    pricePence: integer('price_pence').notNull(),
    joiningFeePence: integer('joining_fee_pence').notNull().default(0),
    /** Minimum term; 1 is a rolling monthly plan. */
    termMonths: integer('term_months').notNull().default(1),
    /** Months of notice a cancellation gives (0: none); the last day is a period's last day. */
    noticeMonths: integer('notice_months').notNull().default(1),
    /** Whole months a member may freeze in a calendar year (0: the plan cannot be frozen). */
    freezeMonthsPerYear: integer('freeze_months_per_year').notNull().default(0),
    /** Charged instead of the price for each frozen month (0: a frozen month is free). */
    freezeFeePence: integer('freeze_fee_pence').notNull().default(0),
    guestPassesPerMonth: integer('guest_passes_per_month').notNull().default(0),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    isOnlineJoinable: boolean('is_online_joinable').notNull().default(true),
    /** A document members must upload (e.g. 'Proof of student status'); null when none is. */
    requiredDocument: text('required_document'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('membership_plans_client_slug_key').on(table.clientId, table.slug),
    tenantForeignKey(
      'membership_plans_venue_fk',
      { clientId: table.clientId, column: table.venueId },
      venues,
    ),
    check('membership_plans_money', sql`${table.pricePence} >= 0 and ${table.joiningFeePence} >= 0`),
    check('membership_plans_term', sql`${table.termMonths} >= 1`),
    check(
      'membership_plans_changes',
      sql`${table.noticeMonths} >= 0 and ${table.freezeMonthsPerYear} between 0 and 12 and ${table.freezeFeePence} >= 0`,
    ),
  ],
);

/** A member's discount on one activity (what the /pricing page lists). */
export const membershipPlanDiscounts = pgTable(
  'membership_plan_discounts',
  {
    clientId: clientIdColumn(),
    planId: integer('plan_id').notNull(),
    activityId: integer('activity_id').notNull(),
    percentOff: integer('percent_off').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.planId, table.activityId] }),
    index('membership_plan_discounts_activity_idx').on(table.clientId, table.activityId),
    tenantForeignKey(
      'membership_plan_discounts_plan_fk',
      { clientId: table.clientId, column: table.planId },
      membershipPlans,
    ).onDelete('cascade'),
    tenantForeignKey(
      'membership_plan_discounts_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ).onDelete('cascade'),
    check('membership_plan_discounts_percent', sql`${table.percentOff} between 1 and 100`),
  ],
);
