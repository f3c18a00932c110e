import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { membershipPlans } from './catalog.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { courses } from './courses.ts';
import { customerMemberships, customerPackages, membershipPlanBenefits } from './memberships.ts';
import { attendees, users } from './people.ts';
import { adHocSlots, classOccurrences, slotBookings, ticketTimes, ticketTypes } from './timetable.ts';

/**
 * A basket: a customer's (`user_id`) or a visitor's (`guest_key_hash`, the SHA-256 of the
 * guest cookie). At most one open cart per user and per guest key (partial unique indexes).
 * A guest cart merged into a customer's at login becomes `merged`; a paid one `completed`.
 */
export const carts = pgTable(
  'carts',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uuid: text('uuid').notNull().default(sql`gen_random_uuid()::text`),
    userId: integer('user_id'),
    guestKeyHash: text('guest_key_hash'),
    status: text('status', { enum: ['open', 'completed', 'merged'] })
      .notNull()
      .default('open'),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('carts_client_uuid_key').on(table.clientId, table.uuid),
    uniqueIndex('carts_one_open_per_user_key')
      .on(table.clientId, table.userId)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('carts_one_open_per_guest_key')
      .on(table.clientId, table.guestKeyHash)
      .where(sql`${table.status} = 'open'`),
    check('carts_owner', sql`(${table.userId} is null) <> (${table.guestKeyHash} is null)`),
    tenantForeignKey('carts_user_fk', { clientId: table.clientId, column: table.userId }, users),
  ],
);

/**
 * What pays for a basket line or a booking instead of money: a membership's benefit (its
 * membership, the benefit and the month it counts in) or a session of a customer's package.
 */
export const allowanceColumns = () => ({
  customerMembershipId: integer('customer_membership_id'),
  planBenefitId: integer('plan_benefit_id'),
  /** `YYYY-MM` of the session's start in the client's time zone: the month a benefit counts in. */
  allowanceMonth: text('allowance_month'),
  customerPackageId: integer('customer_package_id'),
});

interface AllowanceTable {
  clientId: AnyPgColumn;
  customerMembershipId: AnyPgColumn;
  planBenefitId: AnyPgColumn;
  allowanceMonth: AnyPgColumn;
  customerPackageId: AnyPgColumn;
}

/** The foreign keys of the allowance columns, and at most one allowance, whole. */
export function allowanceConstraints(name: string, table: AllowanceTable) {
  return [
    tenantForeignKey(
      `${name}_membership_fk`,
      { clientId: table.clientId, column: table.customerMembershipId },
      customerMemberships,
    ),
    tenantForeignKey(
      `${name}_benefit_fk`,
      { clientId: table.clientId, column: table.planBenefitId },
      membershipPlanBenefits,
    ),
    tenantForeignKey(
      `${name}_package_fk`,
      { clientId: table.clientId, column: table.customerPackageId },
      customerPackages,
    ),
    check(
      `${name}_one_allowance`,
      sql`num_nulls(${table.customerMembershipId}, ${table.planBenefitId}, ${table.allowanceMonth}) in (0, 3)
        and (${table.planBenefitId} is null or ${table.customerPackageId} is null)`,
    ),
  ];
}

export const cartItemTypes = [
  'activity_class',
  'ad_hoc_slot',
  'ticket_time',
  'course',
  'membership',
] as const;

/**
 * One line of a basket and the hold it keeps on its place. A `held` line counts against
 * capacity while `hold_expires_at > now()`; an expired one counts for nothing (no clean-up
 * job is needed for correctness). `places` is what the line takes from the session's capacity
 * (quantity x places per ticket for tickets, 1 otherwise).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    cartId: integer('cart_id').notNull(),
    type: text('type', { enum: cartItemTypes }).notNull(),
    classOccurrenceId: integer('class_occurrence_id'),
    adHocSlotId: integer('ad_hoc_slot_id'),
    ticketTimeId: integer('ticket_time_id'),
    courseId: integer('course_id'),
    /** A membership bought online: the first month and the joining fee (details in `options`). */
    membershipPlanId: integer('membership_plan_id'),
    ticketTypeId: integer('ticket_type_id'),
    /** The `slot_bookings` row that holds an ad-hoc slot. */
    slotBookingId: integer('slot_booking_id'),
    quantity: integer('quantity').notNull().default(1),
    places: integer('places').notNull().default(1),
    /** One unit, after the member discount of the chosen pricing option. */
    pricePence: integer('price_pence').notNull(),
    pricingOptionId: integer('pricing_option_id'),
    /** Who the place is for (a family member, or the customer a staff user serves). */
    purchasedForUserId: integer('purchased_for_user_id'),
    /** A course line's attendee (the customer themself or someone they book for). */
    attendeeId: integer('attendee_id'),
    /** The item's extra `options` as sent on add or update. */
    options: jsonb('options').notNull().default({}),
    ...allowanceColumns(),
    /** With a benefit or package applied `price_pence` is 0 and this is the price it replaced. */
    priceWithoutAllowancePence: integer('price_without_allowance_pence'),
    /** The customer took the benefit (or the package) off: it is not applied to the line again. */
    benefitDeclined: boolean('benefit_declined').notNull().default(false),
    packageDeclined: boolean('package_declined').notNull().default(false),
    holdExpiresAt: instantColumn('hold_expires_at').notNull(),
    /**
     * The customer has kept the place longer once (`POST /api/activities/cart/extend`): a hold is
     * extended at most once (WCAG 2.2.1, a time limit the customer can extend).
     */
    holdExtended: boolean('hold_extended').notNull().default(false),
    /** `booked` once its order completed: the place then counts through the booking. */
    status: text('status', { enum: ['held', 'released', 'booked'] })
      .notNull()
      .default('held'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('cart_items_cart_idx').on(table.clientId, table.cartId),
    index('cart_items_class_held_idx')
      .on(table.clientId, table.classOccurrenceId, table.holdExpiresAt)
      .where(sql`${table.status} = 'held' and ${table.classOccurrenceId} is not null`),
    index('cart_items_ticket_time_held_idx')
      .on(table.clientId, table.ticketTimeId, table.holdExpiresAt)
      .where(sql`${table.status} = 'held' and ${table.ticketTimeId} is not null`),
    index('cart_items_course_held_idx')
      .on(table.clientId, table.courseId, table.holdExpiresAt)
      .where(sql`${table.status} = 'held' and ${table.courseId} is not null`),
    tenantForeignKey(
      'cart_items_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ).onDelete('cascade'),
    tenantForeignKey(
      'cart_items_class_fk',
      { clientId: table.clientId, column: table.classOccurrenceId },
      classOccurrences,
    ),
    tenantForeignKey(
      'cart_items_slot_fk',
      { clientId: table.clientId, column: table.adHocSlotId },
      adHocSlots,
    ),
    tenantForeignKey(
      'cart_items_ticket_time_fk',
      { clientId: table.clientId, column: table.ticketTimeId },
      ticketTimes,
    ),
    tenantForeignKey('cart_items_course_fk', { clientId: table.clientId, column: table.courseId }, courses),
    tenantForeignKey(
      'cart_items_membership_plan_fk',
      { clientId: table.clientId, column: table.membershipPlanId },
      membershipPlans,
    ),
    tenantForeignKey(
      'cart_items_purchased_for_fk',
      { clientId: table.clientId, column: table.purchasedForUserId },
      users,
    ),
    tenantForeignKey(
      'cart_items_attendee_fk',
      { clientId: table.clientId, column: table.attendeeId },
      attendees,
    ),
    tenantForeignKey(
      'cart_items_ticket_type_fk',
      { clientId: table.clientId, column: table.ticketTypeId },
      ticketTypes,
    ),
    tenantForeignKey(
      'cart_items_slot_booking_fk',
      { clientId: table.clientId, column: table.slotBookingId },
      slotBookings,
    ),
    check(
      'cart_items_one_target',
      sql`num_nonnulls(${table.classOccurrenceId}, ${table.adHocSlotId}, ${table.ticketTimeId}, ${table.courseId}, ${table.membershipPlanId}) = 1
        and (${table.type} <> 'activity_class' or ${table.classOccurrenceId} is not null)
        and (${table.type} <> 'ad_hoc_slot' or ${table.adHocSlotId} is not null)
        and (${table.type} <> 'ticket_time' or ${table.ticketTimeId} is not null)
        and (${table.type} <> 'course' or ${table.courseId} is not null)
        and (${table.type} <> 'membership' or ${table.membershipPlanId} is not null)`,
    ),
    check('cart_items_quantity', sql`${table.quantity} between 1 and 20 and ${table.places} >= 1`),
    check('cart_items_price', sql`${table.pricePence} >= 0`),
    ...allowanceConstraints('cart_items', table),
    check(
      'cart_items_allowance_price',
      sql`(${table.customerPackageId} is null and ${table.planBenefitId} is null) = (${table.priceWithoutAllowancePence} is null)`,
    ),
    index('cart_items_package_idx')
      .on(table.clientId, table.customerPackageId)
      .where(sql`${table.customerPackageId} is not null and ${table.status} = 'held'`),
    index('cart_items_benefit_idx')
      .on(table.clientId, table.customerMembershipId, table.planBenefitId, table.allowanceMonth)
      .where(sql`${table.planBenefitId} is not null and ${table.status} = 'held'`),
  ],
);

/**
 * The first result of a mutating call made with an `Idempotency-Key`, kept 24 hours: a repeat
 * with the same body gets it again; the same key with another body is a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: clientIdColumn(),
    /** Whose key it is: `user:{id}` or `guest:{guest key hash}`. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.owner, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
