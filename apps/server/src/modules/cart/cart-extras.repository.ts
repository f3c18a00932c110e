import { type Placeholder, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  cartDiscounts,
  cartPayments,
  cartStaffDiscounts,
  carts,
  creditLedger,
  discountCodes,
} from '../../db/schema/index.ts';
import type { CreditBalances } from '../credits/credit-balances.ts';
import type { CartDiscountRow } from '../discounts/discount-codes.repository.ts';
import type { StaffDiscountRow } from '../discounts/staff-discounts.repository.ts';
import { waiversRequiredOf } from '../waivers/basket-lines.repository.ts';
import type { CartPaymentRow } from './cart-payments.repository.ts';

/** Everything the basket shows besides its lines. */
export interface CartExtras {
  discounts: CartDiscountRow[];
  staffDiscount: StaffDiscountRow | undefined;
  payments: CartPaymentRow[];
  /** The customer's credit; undefined for a visitor (no user). */
  balances: CreditBalances | undefined;
  waiversRequired: number;
}

export interface ExtrasRow {
  discounts: CartDiscountRow[];
  staff: (Omit<StaffDiscountRow, 'createdAt'> & { createdAt: string }) | null;
  payments: (Omit<CartPaymentRow, 'createdAt'> & { createdAt: string })[];
  balances: Partial<Record<keyof CreditBalances, number | string>> | null;
  waivers_required: number | string | null;
}

/** A number, or a placeholder of a prepared statement (`describeCartQuery`). */
type Value = number | Placeholder;

/**
 * Everything the basket shows besides its lines, as one json value (a scalar subquery: in a
 * query of the basket's lines it is read once, not per line): the codes applied (first applied
 * first: the order they are priced in), the desk's discount, the payments, the customer's credit
 * balances (null for a visitor: `userId` null) and the waivers still unsigned.
 */
export function cartExtrasJson(scope: { clientId: Value; cartId: Value; userId: Value | null }) {
  const { clientId, cartId, userId } = scope;
  const balances =
    userId === null
      ? sql`null::json`
      : sql`(select json_object_agg(b.kind, b.total) from (
          select ${creditLedger.kind} as kind, coalesce(sum(${creditLedger.amountPence}), 0) as total
          from ${creditLedger}
          where ${creditLedger.clientId} = ${clientId} and ${creditLedger.userId} = ${userId}
          group by ${creditLedger.kind}) b)`;
  return sql<ExtrasRow>`json_build_object(
    'discounts', (select coalesce(json_agg(json_build_object(
        'discountCodeId', d.discount_code_id, 'customerId', d.customer_id, 'code', c.code,
        'description', c.description, 'percentOff', c.percent_off, 'amountOffPence', c.amount_off_pence,
        'minimumSpendPence', c.minimum_spend_pence) order by d.created_at, d.discount_code_id), '[]')
      from ${cartDiscounts} d
      join ${discountCodes} c on c.client_id = d.client_id and c.id = d.discount_code_id
      where d.client_id = ${clientId} and d.cart_id = ${cartId}),
    'staff', (select json_build_object('clientId', s.client_id, 'cartId', s.cart_id, 'amountPence', s.amount_pence,
        'percentOff', s.percent_off, 'reason', s.reason, 'staffUserId', s.staff_user_id, 'createdAt', s.created_at)
      from ${cartStaffDiscounts} s
      where s.client_id = ${clientId} and s.cart_id = ${cartId} limit 1),
    'payments', (select coalesce(json_agg(json_build_object('clientId', p.client_id, 'id', p.id, 'cartId', p.cart_id,
        'kind', p.kind, 'tenderType', p.tender_type, 'creditKind', p.credit_kind, 'amountPence', p.amount_pence,
        'reference', p.reference, 'createdAt', p.created_at) order by p.created_at, p.id), '[]')
      from ${cartPayments} p
      where p.client_id = ${clientId} and p.cart_id = ${cartId}),
    'balances', ${balances},
    'waivers_required', ${waiversRequiredOf(clientId, cartId)})`;
}

/** The extras as the basket reads them, from `cartExtrasJson`'s value. */
export function toCartExtras(row: ExtrasRow, hasUser: boolean): CartExtras {
  const credit: CreditBalances = { membership: 0, general: 0 };
  for (const [kind, total] of Object.entries(row.balances ?? {}))
    credit[kind as keyof CreditBalances] = Number(total);
  return {
    discounts: row.discounts,
    staffDiscount: row.staff ? { ...row.staff, createdAt: new Date(row.staff.createdAt) } : undefined,
    payments: row.payments.map((payment) => ({ ...payment, createdAt: new Date(payment.createdAt) })),
    balances: hasUser ? credit : undefined,
    waiversRequired: Number(row.waivers_required ?? 0),
  };
}

/**
 * One statement for what describing a basket read in five (`cartExtrasJson`). The same rows as
 * `listCartDiscounts`, `findStaffDiscount`, `listCartPayments`, `creditBalances` and
 * `waiversRequired` answer (cart-extras.api.test.ts holds them to it); each add and basket change
 * describes the basket, so every round trip saved here is saved on all of them.
 */
export async function readCartExtras(
  db: Db,
  scope: { clientId: number; cartId: number; userId: number | null },
  options: { touch?: boolean } = {},
): Promise<CartExtras> {
  const { clientId, cartId } = scope;
  // `touchCart` in the same round trip, for a change that ends by describing the basket: the
  // update runs whether or not the select reads it, and reads nothing it writes.
  const touch = options.touch
    ? sql`with touched as (update ${carts} set updated_at = now()
        where ${carts.clientId} = ${clientId} and ${carts.id} = ${cartId}) `
    : sql``;
  const [row] = await rowsOf<{ extras: ExtrasRow }>(
    db,
    sql`${touch}select ${cartExtrasJson(scope)} as extras`,
  );
  if (!row) throw new Error('the basket extras read answered no row');
  return toCartExtras(row.extras, scope.userId !== null);
}
