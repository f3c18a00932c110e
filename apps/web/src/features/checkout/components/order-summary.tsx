import type { Cart, CartItem, CartPayment } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { HoldWarning, holdWarningWords } from '../../cart/components/hold-warning.tsx';
import { useHold } from '../../cart/hooks/use-hold.ts';
import { nextHoldExpiry } from '../../cart/hooks/use-refresh-at-hold-expiry.ts';
import { formatCountdown, holdAnnouncement, holdWarningSeconds } from '../../cart/lib/hold-countdown.ts';
import { lineWhenLabel } from '../../cart/lib/line-labels.ts';
import styles from './checkout-layout.module.css';

const creditLabel = (payment: CartPayment) =>
  payment.creditKind === 'membership'
    ? 'Membership credit'
    : payment.creditKind === 'general'
      ? 'General credit'
      : 'Credit';

/** What the holds keep: places, or (a membership alone, which takes none) the membership. */
const heldWords = {
  places: {
    held: 'Places held for',
    what: 'your places',
    ending: 'your places are released',
    gone: 'Your places are no longer held.',
  },
  membership: {
    held: 'Membership held for',
    what: 'your membership',
    ending: 'your membership is released',
    gone: 'Your membership is no longer held.',
  },
} as const;

/**
 * 'Places held for 29:41', counting down; in the last two minutes a warning, announced once, with
 * the offer to keep the places longer (once) or words saying they cannot be; a note at the end.
 */
function HoldCountdown({
  holdExpiresAt,
  recovery,
  holds,
  extension,
}: {
  holdExpiresAt: string;
  recovery: ReactNode;
  holds: keyof typeof heldWords;
  /** The lines to extend (none when any was extended before) and the basket's hold period. */
  extension: { lineIds: number[]; holdMinutes: number };
}) {
  const hold = useHold({ holdExpiresAt, isExpired: false });
  const { secondsLeft, isExpired } = hold;
  const words = heldWords[holds];
  const isEnding = !isExpired && secondsLeft <= holdWarningSeconds;
  const canExtend = extension.lineIds.length > 0;
  const announcement = holdAnnouncement(hold, {
    ending: `Less than 2 minutes left to pay before ${words.ending}. ${holdWarningWords(canExtend, extension.holdMinutes)}`,
    expired: words.gone,
  });
  return (
    <>
      {isExpired ? (
        <p className={`${styles.hold} ${styles.holdExpired}`} data-testid="checkout-hold">
          {words.gone} {recovery}
        </p>
      ) : (
        <p className={styles.hold} data-testid="checkout-hold">
          {words.held}{' '}
          <span role="timer" className={styles.holdTime}>
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      )}
      {isEnding ? (
        <HoldWarning lineIds={extension.lineIds} holdMinutes={extension.holdMinutes} label={words.what} />
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

/**
 * When the places stop being held: the later of what the payment's set-up said and the basket's
 * earliest hold end (a hold only ever grows, so the later one is the newer news: an extension).
 */
function holdEndOf(sessionEnd: string | undefined, cart: Cart): string | null {
  const basketEnd = nextHoldExpiry(cart);
  const ends = [sessionEnd ? Date.parse(sessionEnd) : null, basketEnd].filter((end) => end !== null);
  return ends.length === 0 ? null : new Date(Math.max(...ends)).toISOString();
}

/** The live lines to keep longer: all of them, or none when any has been extended already. */
function extendableLineIds(lines: CartItem[]): number[] {
  return lines.some((item) => item.holdExtended) ? [] : lines.map((item) => item.id);
}

/** Under a line's name: when its session is (a membership: what it costs and when it starts), and where. */
function LineMeta({ item }: { item: CartItem }) {
  const { timeFormat } = useClient();
  return (
    <>
      <p className={styles.lineMeta}>{item.description ?? lineWhenLabel(item, timeFormat)}</p>
      <p className={styles.lineMeta}>
        {item.type === 'membership' ? `Home centre: ${item.venueName}` : item.venueName}
        {item.locationName ? `, ${item.locationName}` : ''}
        {item.quantity > 1 ? ` · ${item.quantity} × ${item.price.formatted}` : ''}
      </p>
      {item.allowance ? (
        <p className={styles.lineMeta}>
          {item.allowance.kind === 'benefit'
            ? `Membership benefit: ${item.allowance.name}`
            : `Package: ${item.allowance.name}`}
        </p>
      ) : null}
    </>
  );
}

export interface OrderSummaryProps {
  cart: Cart;
  /** What the amount to pay is called ('To pay by card' by default). */
  payLabel?: string;
  /** Totals in this symbol (the staff user's at the desk) instead of the server's formatting. */
  currencySymbol?: string;
  /**
   * When the places stop being held, once the card payment's set-up has said (it extends the
   * holds); until then, and where nothing is set up, the basket's earliest hold. The countdown is
   * there from the first paint, so nothing below it moves when the set-up answers.
   */
  holdExpiresAt?: string;
  /** What the card pays, as the payment session says; the basket balance until then. */
  amountToPay: string;
  /** The way back once the holds have run out (the basket, or choosing the membership again). */
  recovery: ReactNode;
}

/** What is being bought, what it costs, what credit covers and what the card pays. */
export function OrderSummary(props: OrderSummaryProps) {
  const { cart, holdExpiresAt, amountToPay, recovery, payLabel, currencySymbol } = props;
  const lines = cart.items.filter((item) => !item.isExpired);
  const money = (pence: number, formatted: string) =>
    currencySymbol === undefined ? formatted : formatMoney(pence, currencySymbol);
  const holds = lines.every((item) => item.type === 'membership') ? 'membership' : 'places';
  const holdEnds = holdEndOf(holdExpiresAt, cart);
  return (
    <section
      className={styles.summary}
      aria-labelledby="checkout-summary-heading"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary-heading" className={styles.sectionHeading}>
        Order summary
      </h2>
      {holdEnds ? (
        <HoldCountdown
          holdExpiresAt={holdEnds}
          recovery={recovery}
          holds={holds}
          extension={{ lineIds: extendableLineIds(lines), holdMinutes: cart.holdMinutes }}
        />
      ) : null}
      <ul className={styles.lines}>
        {lines.map((item) => (
          <li key={item.id} className={styles.line}>
            <div>
              {/* The name already says the ticket type ('Bouldering - Adult'), as in the basket. */}
              <p className={styles.lineName}>{item.name}</p>
              <LineMeta item={item} />
            </div>
            <p className={styles.amount}>{item.total.formatted}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {cart.discounts.map((discount) => (
          <div key={discount.code} className={styles.totalRow}>
            <dt>{discount.description}</dt>
            <dd>-{money(discount.amount, discount.formattedAmount)}</dd>
          </div>
        ))}
        {cart.staffDiscount && cart.staffDiscount.amount > 0 ? (
          <div className={styles.totalRow} data-testid="staff-discount-row">
            <dt>Staff discount: {cart.staffDiscount.reason}</dt>
            <dd>-{money(cart.staffDiscount.amount, cart.staffDiscount.formattedAmount)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd>{money(cart.totals.total, cart.totals.formattedTotal)}</dd>
        </div>
        {cart.payments.map((payment) => (
          <div key={`${payment.tenderType}:${payment.creditKind ?? ''}`} className={styles.totalRow}>
            <dt>{creditLabel(payment)}</dt>
            <dd>-{money(payment.amount, payment.formattedAmount)}</dd>
          </div>
        ))}
        <div className={`${styles.totalRow} ${styles.toPay}`}>
          <dt>{payLabel ?? (cart.totals.balance > 0 ? 'To pay by card' : 'To pay')}</dt>
          <dd data-testid="amount-to-pay">{amountToPay}</dd>
        </div>
      </dl>
    </section>
  );
}
