import type { Cart, CartItem } from '@leisure/contracts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { moneyOf } from '../mail/mail-text.ts';

/** What an order was paid with, as fulfilment knew it: the basket as priced, its paid lines and the tenders. */
export interface PaidBasket {
  cart: Pick<Cart, 'discounts' | 'staffDiscount' | 'payments'>;
  /** The lines paid for: their totals add up to `subtotalPence`. */
  items: readonly CartItem[];
  card: { amountPence: number } | null;
  deskPayments?: readonly { tenderType: 'cash' | 'cheque' | 'offline-voucher'; amountPence: number }[];
  subtotalPence: number;
  discountPence: number;
}

/** One line of the mail's sums: a label and the amount as shown (`-£2.50` for a discount). */
export interface MoneyLine {
  label: string;
  amount: string;
}

const deskLabels = { cash: 'Paid in cash', cheque: 'Paid by cheque', 'offline-voucher': 'Paid by voucher' };

/**
 * The discounts, each on its line (a code's, the desk's). When they do not add up to the order's
 * discount (a line's hold ran out after they were priced), one line with the order's discount.
 */
function discountLines(client: ClientRow, paid: PaidBasket): MoneyLine[] {
  if (paid.discountPence === 0) return [];
  const off = (pence: number) => `-${moneyOf(client, pence)}`;
  const lines = [
    ...paid.cart.discounts
      .filter((discount) => discount.amount > 0)
      .map((discount) => ({ label: `Discount ${discount.code}`, pence: discount.amount })),
    ...(paid.cart.staffDiscount && paid.cart.staffDiscount.amount > 0
      ? [{ label: 'Discount given at the desk', pence: paid.cart.staffDiscount.amount }]
      : []),
  ];
  const sum = lines.reduce((total, line) => total + line.pence, 0);
  if (sum !== paid.discountPence) return [{ label: 'Discount', amount: off(paid.discountPence) }];
  return lines.map((line) => ({ label: line.label, amount: off(line.pence) }));
}

/** How the total was paid: credit of each kind, the desk's tenders and the card. They add up to the total. */
function paymentLines(client: ClientRow, paid: PaidBasket): MoneyLine[] {
  const lines: MoneyLine[] = [];
  for (const payment of paid.cart.payments) {
    const label =
      payment.tenderType === 'credit'
        ? `Paid with ${payment.creditKind === 'membership' ? 'membership' : 'general'} credit`
        : deskLabels[payment.tenderType];
    lines.push({ label, amount: moneyOf(client, payment.amount) });
  }
  for (const payment of paid.deskPayments ?? []) {
    lines.push({ label: deskLabels[payment.tenderType], amount: moneyOf(client, payment.amountPence) });
  }
  if (paid.card && paid.card.amountPence > 0) {
    lines.push({ label: 'Paid by card', amount: moneyOf(client, paid.card.amountPence) });
  }
  return lines;
}

/**
 * The sums under the lines of the confirmation: subtotal, each discount, the total, and what
 * paid it. The lines' own amounts add up to the subtotal; subtotal less discounts is the total.
 */
export function moneyLines(client: ClientRow, paid: PaidBasket): MoneyLine[] {
  const total = paid.subtotalPence - paid.discountPence;
  const discounts = discountLines(client, paid);
  return [
    ...(discounts.length > 0 ? [{ label: 'Subtotal', amount: moneyOf(client, paid.subtotalPence) }] : []),
    ...discounts,
    { label: 'Total', amount: moneyOf(client, total) },
    ...paymentLines(client, paid),
  ];
}

/** What paid for a line when a membership benefit or a package did, with its usual price. */
export function allowanceNote(client: ClientRow, item: CartItem | undefined): string | null {
  const allowance = item?.allowance;
  if (!allowance) return null;
  const usually = `usually ${moneyOf(client, allowance.priceWithout.amountPence)}`;
  return allowance.kind === 'benefit'
    ? `Free with your ${allowance.heldThrough} membership (${allowance.name}), ${usually}`
    : `Paid with a session of your ${allowance.name}, ${usually}`;
}
