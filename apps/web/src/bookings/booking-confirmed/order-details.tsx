import { isReceiptPrinted, type Order, type OrderBooking } from '@leisure/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { lineWhenLabel } from '../../features/cart/lib/line-labels.ts';
import { CourseSessions } from '../../features/courses/components/course-sessions.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { crossAppUrl } from '../../lib/app-links.ts';
import { pageLocation } from '../../lib/page-environment.ts';
import { systemStore, useSystem } from '../../lib/system-store.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { paths } from '../shared/paths.ts';
import styles from './booking-confirmed-page.module.css';

const placesLabel = (quantity: number) => (quantity === 1 ? '1 place' : `${quantity} places`);

function BookingLine({ booking }: { booking: OrderBooking }) {
  const { client } = useAppContext();
  const isCancelled = booking.status === 'cancelled';
  return (
    <li className={styles.booking} data-testid="confirmed-booking">
      <div>
        <p className={styles.bookingName}>
          {booking.name}
          {isCancelled ? <span className={styles.cancelled}> (cancelled)</span> : null}
        </p>
        <p className={styles.meta}>{lineWhenLabel(booking, client.timeFormat)}</p>
        <p className={styles.meta}>
          {booking.venueName} · {placesLabel(booking.quantity)}
        </p>
        {booking.type === 'course' ? (
          <CourseSessions sessions={booking.sessions} attendeeName={booking.attendeeName} />
        ) : null}
      </div>
      <p className={styles.amount}>{booking.total.formatted}</p>
    </li>
  );
}

function Totals({ order }: { order: Order }) {
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{order.subTotal.formatted}</dd>
      </div>
      {order.discount.amountPence > 0 ? (
        <div className={styles.row}>
          <dt>Discount</dt>
          <dd>-{order.discount.formatted}</dd>
        </div>
      ) : null}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{order.total.formatted}</dd>
      </div>
      {order.payments.map((payment) => (
        <div
          key={`${payment.tenderType}:${payment.creditKind ?? ''}:${payment.description}`}
          className={styles.row}
        >
          <dt>{payment.description}</dt>
          <dd>{payment.amount.formatted}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the customer can do next; at the desk, staff book again or serve the next customer. */
function NextSteps({ canPrint, isAtDesk }: { canPrint: boolean; isAtDesk: boolean }) {
  const { client } = useAppContext();
  const modes = useSystem();
  const myBookings = crossAppUrl({
    from: pageLocation(),
    target: 'my-account',
    clientId: client.clientId,
    path: '/bookings',
    modes,
  });
  return (
    <div className={styles.actions}>
      {canPrint ? (
        <Button onClick={() => window.print()} data-testid="print-receipt">
          Print receipt
        </Button>
      ) : null}
      <Link
        to={paths.redirectToSelectedVenue}
        className={buttonClassName(canPrint ? { variant: 'secondary' } : {})}
      >
        Book another activity
      </Link>
      {isAtDesk ? (
        <Button variant="secondary" onClick={() => systemStore.openCustomerPicker()}>
          Serve the next customer
        </Button>
      ) : (
        <a href={myBookings} className={buttonClassName({ variant: 'secondary' })}>
          View my bookings
        </a>
      )}
    </div>
  );
}

/**
 * The placed order: its reference, where the email went, the bookings and how it was paid. At a
 * kiosk, an order with admission tickets prints as a receipt to show at the door. At the front
 * desk (staff serving a customer) it speaks of the customer's confirmation, and never links to the
 * staff member's own account.
 */
export function OrderDetails({ order }: { order: Order }) {
  const modes = useSystem();
  const summary = useRef<HTMLDivElement>(null);
  // Arriving from the checkout: start reading at the outcome.
  useEffect(() => summary.current?.focus(), []);
  const served = modes.selectedCustomer;
  const isAtDesk = served !== null;
  const canPrint = modes.isKiosk && order.bookings.some((booking) => isReceiptPrinted(booking.type));
  return (
    <div className={styles.layout} data-order-receipt>
      <div ref={summary} tabIndex={-1} className={styles.outcome} data-testid="order-outcome">
        <p className={styles.reference}>
          Booking reference <strong data-testid="order-reference">{order.reference}</strong>
        </p>
        <p>
          We've emailed {isAtDesk ? 'the' : 'your'} confirmation and calendar invites to {order.email}
        </p>
        {order.status === 'refunded' ? (
          <p className={styles.refunded}>This order has been refunded.</p>
        ) : null}
      </div>
      <section aria-labelledby="confirmed-bookings-heading">
        <h2 id="confirmed-bookings-heading" className={styles.heading}>
          {served
            ? `Booked for ${served.name}`
            : `Your ${order.bookings.length === 1 ? 'booking' : 'bookings'}`}
        </h2>
        <ul className={styles.bookings}>
          {order.bookings.map((booking) => (
            <BookingLine key={booking.id} booking={booking} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="confirmed-payment-heading">
        <h2 id="confirmed-payment-heading" className={styles.heading}>
          Payment
        </h2>
        <Totals order={order} />
      </section>
      <NextSteps canPrint={canPrint} isAtDesk={isAtDesk} />
    </div>
  );
}
