import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A discount code an operator hands out: a percentage or a fixed amount off a basket. Its rules:
 * dates, a minimum spend, a total number of uses (`max_redemptions`), once per customer, and
 * whether it may sit in a basket beside another code (`combinable`).
 */
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
    /** Each customer may use it on one order only. */
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** May be used in the same basket as another code (both must allow it). */
    combinable: boolean('combinable').notNull().default(true),
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
 * One use of a code: the order it took money off and the customer who placed it. Written by the
 * checkout step that counts the use, in the transaction that completes the order.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    discountCodeId: integer('discount_code_id').notNull(),
    userId: integer('user_id').notNull(),
    orderId: integer('order_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('discount_redemptions_code_user_idx').on(table.clientId, table.discountCodeId, table.userId),
    tenantForeignKey(
      'discount_redemptions_code_fk',
      { clientId: table.clientId, column: table.discountCodeId },
      discountCodes,
    ),
    tenantForeignKey(
      'discount_redemptions_user_fk',
      { clientId: table.clientId, column: table.userId },
      users,
    ),
    tenantForeignKey(
      'discount_redemptions_order_fk',
      { clientId: table.clientId, column: table.orderId },
      orders,
    ),
  ],
);
