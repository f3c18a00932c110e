import type { AppliedDiscount, Cart, CartPayment, CreditKind, StaffDiscount } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import type { Db } from '../../db/client.ts';
import { type CreditBalances, creditBalances } from '../credits/credit-balances.ts';
import { discountAmounts } from '../discounts/discount-amounts.ts';
import { type StaffDiscountRow, staffDiscountRule } from '../discounts/staff-discounts.repository.ts';
import {
  type CartLineRow,
  type CartRow,
  cartOfOwner,
  listCartLines,
  listCartLinesWithExtras,
} from './cart.repository.ts';
import { type CartExtras, readCartExtras, toCartExtras } from './cart-extras.repository.ts';
import { toCartItem } from './cart-item.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';
import { type CartPaymentRow, creditPaymentKind } from './cart-payments.repository.ts';
import { basketSums, creditOffer } from './cart-totals.ts';

const NO_CREDIT: CreditBalances = { membership: 0, general: 0 };
const NO_EXTRAS: CartExtras = {
  discounts: [],
  staffDiscount: undefined,
  payments: [],
  balances: undefined,
  waiversRequired: 0,
};

/** The basket as the bookings app shows it (a visitor without a basket sees an empty one). */
export async function cartOf(db: Db, owner: CartOwner): Promise<Cart> {
  return describeCart(db, owner, await cartOfOwner(db, owner, false));
}

function toPayment(row: CartPaymentRow, symbol: string): CartPayment[] {
  if (row.tenderType === 'card') return [];
  return [
    {
      tenderType: row.tenderType,
      creditKind: row.creditKind,
      amount: row.amountPence,
      formattedAmount: formatMoney(row.amountPence, symbol),
    },
  ];
}

function toStaffDiscount(row: StaffDiscountRow, amount: number, symbol: string): StaffDiscount {
  return {
    amountOffPence: row.amountPence,
    percentOff: row.percentOff,
    reason: row.reason,
    amount,
    formattedAmount: formatMoney(amount, symbol),
  };
}

function byCustomer(discounts: AppliedDiscount[]): Record<string, AppliedDiscount[]> {
  const keyed: Record<string, AppliedDiscount[]> = {};
  for (const discount of discounts) {
    const key = discount.customerId === null ? 'basket' : String(discount.customerId);
    keyed[key] = [...(keyed[key] ?? []), discount];
  }
  return keyed;
}

/**
 * The basket's lines and the rest of it. One round trip: the lines carry the rest (an empty
 * basket, or one also to be marked changed, reads it in a second statement; inside a
 * transaction they share one connection). A visitor has no credit.
 */
async function readBasket(
  db: Db,
  owner: CartOwner,
  cart: CartRow | undefined,
  options: { touch?: boolean },
): Promise<{ lines: CartLineRow[]; extras: CartExtras }> {
  if (!cart) return { lines: [], extras: NO_EXTRAS };
  const scope = { clientId: owner.client.id, cartId: cart.id, userId: owner.userId };
  if (!options.touch) {
    const rows = await listCartLinesWithExtras(db, scope);
    const [first] = rows;
    if (first) return { lines: rows, extras: toCartExtras(first.extras, owner.userId !== null) };
  }
  const lines = await listCartLines(db, scope.clientId, scope.cartId);
  return { lines, extras: await readCartExtras(db, scope, options) };
}

/**
 * The basket `cart` of `owner`: lines by start time (expired ones flagged and out of the
 * totals), the discounts and payments against it, and the credit the customer may still apply.
 * Without a cart (a visitor before their first add) it is empty, with id 0 and no uuid.
 */
export async function describeCart(
  db: Db,
  owner: CartOwner,
  cart: CartRow | undefined,
  /** `touch`: also marks the basket changed (`touchCart`), in the same round trip as its money. */
  options: { touch?: boolean } = {},
): Promise<Cart> {
  const { client } = owner;
  const symbol = client.currencySymbol;
  const { lines, extras } = await readBasket(db, owner, cart, options);
  const { discounts: discountRows, staffDiscount: staffRow, payments: paymentRows } = extras;
  const balances =
    extras.balances ?? (isGuest(owner) ? NO_CREDIT : await creditBalances(db, client.id, owner.userId));

  const items = lines.map((line) => toCartItem(line, client));
  items.sort((a, b) => a.sortBy.localeCompare(b.sortBy) || a.id - b.id);
  const live = lines.filter((line) => !line.isExpired);
  // The desk's discount is priced last, on what the codes leave.
  const amounts = discountAmounts(
    staffRow ? [...discountRows, staffDiscountRule(staffRow)] : discountRows,
    live.map((line) => ({
      amountPence: line.pricePence * line.quantity,
      customerId: line.purchasedForUserId ?? owner.userId,
    })),
  );
  const sums = basketSums({
    liveLinePence: live.map((line) => line.pricePence * line.quantity),
    discountPence: amounts,
    paymentPence: paymentRows.map((row) => row.amountPence),
    vatRateBasisPoints: client.vatRateBasisPoints,
  });
  const discounts: AppliedDiscount[] = discountRows.map((row, index) => {
    const amount = amounts[index] ?? 0;
    return {
      code: row.code,
      description: row.description,
      customerId: row.customerId,
      amount,
      formattedAmount: formatMoney(amount, symbol),
    };
  });
  const applied = (kind: CreditKind) =>
    paymentRows.find((row) => row.kind === creditPaymentKind(kind))?.amountPence ?? 0;
  const credit = (kind: CreditKind) =>
    creditOffer({
      type: kind,
      availablePence: balances[kind],
      appliedPence: applied(kind),
      totalPence: sums.total,
      paidPence: sums.paid,
    });
  return {
    id: cart?.id ?? 0,
    uuid: cart?.uuid ?? '',
    cartId: cart?.id ?? 0,
    items,
    totals: {
      total: sums.total,
      taxTotal: sums.taxTotal,
      subTotal: sums.subTotal,
      discountTotal: sums.discountTotal,
      balance: sums.balance,
      itemCount: live.length,
      formattedTotal: formatMoney(sums.total, symbol),
      formattedBalance: formatMoney(sums.balance, symbol),
    },
    selectedUserId: owner.named ?? null,
    completeOrderId: null,
    isGuest: isGuest(owner),
    holdMinutes: owner.holdMinutes,
    credits: { membership: credit('membership'), general: credit('general') },
    payments: paymentRows.flatMap((row) => toPayment(row, symbol)),
    discounts,
    appliedDiscounts: byCustomer(discounts),
    staffDiscount: staffRow ? toStaffDiscount(staffRow, amounts[discountRows.length] ?? 0, symbol) : null,
    attendeeWaiversRequired: extras.waiversRequired,
  };
}
