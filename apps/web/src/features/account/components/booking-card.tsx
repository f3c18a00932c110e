import { type AccountBooking, type CancellationTerms, formatMoney } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { countLabel, formatInstant, formatInstantDay, formatWhen } from '../lib/format.ts';
import { bookingStatusLabels, paidWithLabel } from '../lib/labels.ts';
import styles from './account.module.css';
import { StatusChip } from './status-chip.tsx';

/** Where a cancellation's money goes, as the booking's terms allow it. */
function moneyBackTo(choices: CancellationTerms['refundChoices']): string {
  if (choices.length > 1) return 'to your card or as account credit';
  return choices[0] === 'card' ? 'to your card' : 'as account credit';
}

function CancellationNote({ booking, canAct }: { booking: AccountBooking; canAct: boolean }) {
  const { client } = useAppContext();
  if (booking.status === 'cancelled') {
    const when = booking.cancelledAt ? ` on ${formatInstantDay(booking.cancelledAt, client.timezone)}` : '';
    const { cardRefund } = booking;
    // The card's share of the refund, if any, is told apart with how far the processor has got.
    const creditPence = (booking.refund?.amountPence ?? 0) - (cardRefund?.amount.amountPence ?? 0);
    const credit =
      creditPence > 0
        ? ` ${formatMoney(creditPence, client.currency.symbol)} was given back as account credit.`
        : '';
    return (
      <>
        <p className={styles.meta}>{`Cancelled${when}.${credit}`}</p>
        {cardRefund ? (
          <p className={styles.meta}>
            {`${cardRefund.amount.formatted} back to your card: `}
            <strong>{cardRefund.label}</strong>
          </p>
        ) : null}
      </>
    );
  }
  const terms = booking.cancellation;
  if (!canAct || !terms?.canCancel) return null;
  const before = `Cancel before ${formatInstant(terms.cutoffAt, client.timezone, client.timeFormat)}`;
  const backTo = {
    money: `${terms.refund.formatted} back ${moneyBackTo(terms.refundChoices)}`,
    benefit: 'the session back on your membership benefit',
    package: 'the session back on your package',
  }[booking.paidWith];
  return (
    <p className={styles.hint}>{terms.isWithinCutoff ? `${before} to get ${backTo}.` : terms.message}</p>
  );
}

/**
 * One booking at a glance: name, when, where, price, what paid for it and its status. With
 * `actions` (the bookings page) it also says what cancelling now would give back.
 */
export function BookingCard({ booking, actions }: { booking: AccountBooking; actions?: ReactNode }) {
  const { client } = useAppContext();
  const isCancelled = booking.status === 'cancelled';
  const where = [booking.venueName, booking.locationName].filter(Boolean).join(' · ');
  return (
    <li
      className={isCancelled ? `${styles.card} ${styles.cardMuted}` : styles.card}
      data-testid="booking-card"
      data-status={booking.status}
    >
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{booking.name}</h3>
        <StatusChip tone={isCancelled ? 'negative' : 'positive'}>
          {bookingStatusLabels[booking.status]}
        </StatusChip>
      </div>
      <p className={styles.strong}>{formatWhen(booking.startsAt, booking.endsAt, client.timeFormat)}</p>
      <p className={styles.meta}>{where}</p>
      <dl className={styles.facts}>
        <dt>Price</dt>
        <dd>
          {booking.total.formatted}
          {booking.quantity > 1 ? ` for ${countLabel(booking.quantity, 'place')}` : ''}
        </dd>
        <dt>Paid with</dt>
        <dd>{paidWithLabel(booking)}</dd>
        <dt>Booking reference</dt>
        <dd>{booking.orderReference}</dd>
      </dl>
      <CancellationNote booking={booking} canAct={actions !== undefined} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
