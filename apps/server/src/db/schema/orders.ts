import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { clientIdColumn, createdAtColumn, identityColumn, tenantForeignKey } from './columns.ts';
import { users } from './people.ts';

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
