import { Link, useLocation, useSearchParams } from 'react-router';
import type { BookingPeriod } from '../features/account/api/bookings.ts';
import styles from './bookings-page.module.css';

export const periodLabels: Record<BookingPeriod, string> = { upcoming: 'Upcoming', past: 'Past' };
const periods: BookingPeriod[] = ['upcoming', 'past'];

/** The period shown: /bookings/{period} (the phone routes), else `?period=` on /bookings. */
export function useBookingPeriod(): BookingPeriod {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (pathname.endsWith('/past')) return 'past';
  if (pathname.endsWith('/upcoming')) return 'upcoming';
  return searchParams.get('period') === 'past' ? 'past' : 'upcoming';
}

/** Where a period lives: its own route on a phone, a query on the wider page. */
export function periodPath(period: BookingPeriod, isMobile: boolean): string {
  if (isMobile) return `/bookings/${period}`;
  return period === 'upcoming' ? '/bookings' : '/bookings?period=past';
}

/** Upcoming | Past, as links (each period has its URL), the one shown marked as current. */
export function BookingPeriodSwitch({ current, isMobile }: { current: BookingPeriod; isMobile: boolean }) {
  return (
    <nav aria-label="Bookings by period" className={styles.switch}>
      <ul>
        {periods.map((period) => (
          <li key={period}>
            <Link to={periodPath(period, isMobile)} aria-current={period === current ? 'page' : undefined}>
              {periodLabels[period]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
