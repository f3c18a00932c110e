import type { Order } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { Button } from '../../../ui/button.tsx';
import { countLabel, formatInstantDay, formatWhen } from '../lib/format.ts';
import styles from './receipt.module.css';

function Totals({ order }: { order: Order }) {
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{order.subTotal.formatted}</dd>
      {order.discount.amountPence > 0 ? (
        <>
          <dt>Discount</dt>
          <dd>−{order.discount.formatted}</dd>
        </>
      ) : null}
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total} data-testid="receipt-total">
        {order.total.formatted}
      </dd>
    </dl>
  );
}

/** A printable receipt: who sold it, the order, each booking, the totals and how it was paid. */
export function Receipt({ order }: { order: Order }) {
  const { client } = useAppContext();
  return (
    <article className={styles.receipt} data-receipt aria-labelledby="receipt-heading">
      <div className={styles.top}>
        <div>
          <p className={styles.seller}>{client.name}</p>
          <h2 id="receipt-heading" className={styles.heading}>
            Receipt for order {order.reference}
          </h2>
          <p className={styles.meta}>
            {formatInstantDay(order.createdAt, client.timezone)} · sent to {order.email}
          </p>
          {order.status === 'refunded' ? (
            <p className={styles.refunded}>This order has been refunded.</p>
          ) : null}
        </div>
        <Button variant="secondary" size="small" className={styles.noPrint} onClick={() => window.print()}>
          Print receipt
        </Button>
      </div>
      <h3 className={styles.subHeading}>{countLabel(order.bookings.length, 'booking')}</h3>
      <ul className={styles.lines}>
        {order.bookings.map((booking) => (
          <li key={booking.id} className={styles.line}>
            <div>
              <p className={styles.name}>
                {booking.name}
                {booking.quantity > 1 ? ` × ${booking.quantity}` : ''}
                {booking.status === 'cancelled' ? ' (cancelled)' : ''}
              </p>
              <p className={styles.meta}>
                {formatWhen(booking.startsAt, booking.endsAt, client.timeFormat)} · {booking.venueName}
              </p>
            </div>
            <p className={styles.amount}>{booking.total.formatted}</p>
          </li>
        ))}
      </ul>
      <Totals order={order} />
      <h3 className={styles.subHeading}>Paid with</h3>
      <dl className={styles.totals}>
        {order.payments.map((payment) => (
          <div
            key={`${payment.tenderType}:${payment.creditKind ?? ''}:${payment.description}`}
            className={styles.pair}
          >
            <dt>{payment.description}</dt>
            <dd>{payment.amount.formatted}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
