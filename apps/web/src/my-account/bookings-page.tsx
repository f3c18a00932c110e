import type { AccountBooking } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { type BookingPeriod, bookingsQuery } from '../features/account/api/bookings.ts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { BookingCard } from '../features/account/components/booking-card.tsx';
import { CalendarFeedCard } from '../features/account/components/calendar-feed-card.tsx';
import { CancelBooking } from '../features/account/components/cancel-booking.tsx';
import { useBookActivityLink, useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { mediaQueries } from '../lib/breakpoints.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState, Redirect } from '../ui/page/index.ts';
import styles from './account-pages.module.css';
import { BookingPeriodSwitch, periodLabels, periodPath, useBookingPeriod } from './bookings-period.tsx';
import { WaitingListsSection } from './waiting-lists-section.tsx';

function BookAgain({ booking }: { booking: AccountBooking & { activitySlug: string } }) {
  const href = useCrossAppLink('bookings', `/location/${booking.venueSlug}/${booking.activitySlug}`);
  return (
    <a href={href} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
      Book again <span className="visually-hidden">{booking.name}</span>
    </a>
  );
}

/** Cancel while the terms allow it; Book again for a past booking; else nothing. */
function actionsFor(booking: AccountBooking, period: BookingPeriod, onCancelled: () => void): ReactNode {
  if (booking.cancellation?.canCancel) {
    return <CancelBooking booking={booking} terms={booking.cancellation} onCancelled={onCancelled} />;
  }
  if (period === 'past' && booking.activitySlug !== null) {
    return <BookAgain booking={{ ...booking, activitySlug: booking.activitySlug }} />;
  }
  return null;
}

function NoBookings({ period }: { period: BookingPeriod }) {
  const bookActivity = useBookActivityLink();
  return (
    <EmptyState>
      <p>{period === 'upcoming' ? 'You have no upcoming bookings.' : 'You have no past bookings yet.'}</p>
      <a href={bookActivity} className={buttonClassName()}>
        Book an activity
      </a>
    </EmptyState>
  );
}

function BookingCards({
  bookings,
  period,
  onCancelled,
}: {
  bookings: AccountBooking[];
  period: BookingPeriod;
  onCancelled: () => void;
}) {
  return (
    <ul className={listStyles.list}>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} actions={actionsFor(booking, period, onCancelled)} />
      ))}
    </ul>
  );
}

/** Live bookings first; cancelled ones apart, under their own heading below them. */
function SplitBookings({
  bookings,
  period,
  onCancelled,
}: {
  bookings: AccountBooking[];
  period: BookingPeriod;
  onCancelled: () => void;
}) {
  const live = bookings.filter((booking) => booking.status !== 'cancelled');
  const cancelled = bookings.filter((booking) => booking.status === 'cancelled');
  return (
    <>
      {live.length > 0 ? (
        <BookingCards bookings={live} period={period} onCancelled={onCancelled} />
      ) : (
        <NoBookings period={period} />
      )}
      {cancelled.length > 0 ? (
        <section className={styles.section} aria-labelledby="cancelled-bookings-heading">
          <h3 id="cancelled-bookings-heading" className={styles.subheading}>
            Cancelled
          </h3>
          <BookingCards bookings={cancelled} period={period} onCancelled={onCancelled} />
        </section>
      ) : null}
    </>
  );
}

function BookingList({ period }: { period: BookingPeriod }) {
  const query = useQuery(bookingsQuery(period));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.section} aria-labelledby="bookings-list-heading">
      <h2 id="bookings-list-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {periodLabels[period]} bookings
      </h2>
      <QueryView
        query={query}
        loadingLabel={`Loading your ${period} bookings`}
        isEmpty={(list) => list.bookings.length === 0}
        empty={<NoBookings period={period} />}
      >
        {(list) => (
          <SplitBookings
            bookings={list.bookings}
            period={period}
            onCancelled={() => heading.current?.focus()}
          />
        )}
      </QueryView>
    </section>
  );
}

/** /bookings (on a phone /bookings/upcoming and /bookings/past): the bookings, cancelling, the calendar link. */
export function BookingsPage() {
  const isMobile = !useMediaQuery(mediaQueries.tabletUp);
  const period = useBookingPeriod();
  const { pathname } = useLocation();
  if (isMobile && pathname === '/bookings') return <Redirect to={periodPath(period, true)} />;
  return (
    <>
      <BookingPeriodSwitch current={period} isMobile={isMobile} />
      <BookingList key={period} period={period} />
      {period === 'upcoming' ? <WaitingListsSection /> : null}
      <CalendarFeedCard />
    </>
  );
}
