import type { Cart, CartPayment } from '@leisure/contracts';
import { Link } from 'react-router';
import { useHold } from '../../features/cart/hooks/use-hold.ts';
import { formatCountdown, holdAnnouncement } from '../../features/cart/lib/hold-countdown.ts';
import { lineWhenLabel } from '../../features/cart/lib/line-labels.ts';
import { useClient } from '../../lib/app-context.ts';
import { paths } from '../shared/paths.ts';
import styles from './checkout-page.module.css';

const creditLabel = (payment: CartPayment) =>
  payment.creditKind === 'membership'
    ? 'Membership credit'
    : payment.creditKind === 'general'
      ? 'General credit'
      : 'Credit';

/** 'Places held for 29:41', counting down; a polite note once in the last minute and at the end. */
function HoldCountdown({ holdExpiresAt }: { holdExpiresAt: string }) {
  const hold = useHold({ holdExpiresAt, isExpired: false });
  const { secondsLeft, isExpired } = hold;
  const announcement = holdAnnouncement(hold, {
    ending: 'Less than a minute left to pay before your places are released.',
    expired: 'Your places are no longer held.',
  });
  return (
    <>
      {isExpired ? (
        <p className={`${styles.hold} ${styles.holdExpired}`} data-testid="checkout-hold">
          Your places are no longer held. <Link to={paths.basket}>Back to your basket</Link>
        </p>
      ) : (
        <p className={styles.hold} data-testid="checkout-hold">
          Places held for{' '}
          <span role="timer" className={styles.holdTime}>
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

interface OrderSummaryProps {
  cart: Cart;
  /** When the places stop being held (prepare's, or the basket's earliest). */
  holdExpiresAt: string | null;
  /** What the card pays, as the payment session says; the basket balance until then. */
  amountToPay: string;
}

/** What is being bought, what it costs, what credit covers and what the card pays. */
export function OrderSummary({ cart, holdExpiresAt, amountToPay }: OrderSummaryProps) {
  const { timeFormat } = useClient();
  const lines = cart.items.filter((item) => !item.isExpired);
  return (
    <section
      className={styles.summary}
      aria-labelledby="checkout-summary-heading"
      data-testid="order-summary"
    >
      <h2 id="checkout-summary-heading" className={styles.sectionHeading}>
        Order summary
      </h2>
      {holdExpiresAt ? <HoldCountdown holdExpiresAt={holdExpiresAt} /> : null}
      <ul className={styles.lines}>
        {lines.map((item) => (
          <li key={item.id} className={styles.line}>
            <div>
              {/* The name already says the ticket type ('Bouldering - Adult'), as in the basket. */}
              <p className={styles.lineName}>{item.name}</p>
              <p className={styles.lineMeta}>{lineWhenLabel(item, timeFormat)}</p>
              <p className={styles.lineMeta}>
                {item.venueName}
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
            </div>
            <p className={styles.amount}>{item.total.formatted}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {cart.discounts.map((discount) => (
          <div key={discount.code} className={styles.totalRow}>
            <dt>{discount.description}</dt>
            <dd>-{discount.formattedAmount}</dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd>{cart.totals.formattedTotal}</dd>
        </div>
        {cart.payments.map((payment) => (
          <div key={`${payment.tenderType}:${payment.creditKind ?? ''}`} className={styles.totalRow}>
            <dt>{creditLabel(payment)}</dt>
            <dd>-{payment.formattedAmount}</dd>
          </div>
        ))}
        <div className={`${styles.totalRow} ${styles.toPay}`}>
          <dt>{cart.totals.balance > 0 ? 'To pay by card' : 'To pay'}</dt>
          <dd data-testid="amount-to-pay">{amountToPay}</dd>
        </div>
      </dl>
    </section>
  );
}
