import type { AccountDashboard } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardQuery } from '../features/account/api/get-dashboard.ts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { BookingCard } from '../features/account/components/booking-card.tsx';
import dashboardStyles from '../features/account/components/dashboard.module.css';
import {
  AccountWarnings,
  CreditTile,
  MembershipTile,
  PackagesTile,
} from '../features/account/components/dashboard-parts.tsx';
import { useBookActivityLink, useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { useAppContext } from '../lib/app-context.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import styles from './account-pages.module.css';
import { WaitingListsSection } from './waiting-lists-section.tsx';

function NextBookings({ bookings }: { bookings: AccountDashboard['nextBookings'] }) {
  const bookActivity = useBookActivityLink();
  return (
    <section className={styles.section} aria-labelledby="next-bookings-heading">
      <div className={styles.sectionHeader}>
        <h2 id="next-bookings-heading" className={styles.heading}>
          Your next bookings
        </h2>
        {bookings.length > 0 ? (
          <Link to="/bookings" className={styles.moreLink}>
            All bookings
          </Link>
        ) : null}
      </div>
      {bookings.length === 0 ? (
        <EmptyState>
          <p>You have no upcoming bookings.</p>
          <a href={bookActivity} className={buttonClassName()}>
            Book an activity
          </a>
        </EmptyState>
      ) : (
        <ul className={listStyles.list}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Dashboard({ dashboard }: { dashboard: AccountDashboard }) {
  const { client } = useAppContext();
  const joinHref = useCrossAppLink('online-joining', '/');
  return (
    <>
      <p className={dashboardStyles.greeting} data-testid="dashboard-greeting">
        Hello, {dashboard.firstName}
      </p>
      <AccountWarnings warnings={dashboard.warnings} />
      <NextBookings bookings={dashboard.nextBookings} />
      <WaitingListsSection />
      <div className={dashboardStyles.tiles}>
        <CreditTile credit={dashboard.credit} />
        <MembershipTile
          membership={dashboard.membership}
          joinHref={client.onlineJoiningEnabled ? joinHref : null}
        />
        <PackagesTile count={dashboard.packagesWithSessions} />
      </div>
    </>
  );
}

/** /: the greeting, what needs attention, the next bookings, credit, membership and packages. */
export function DashboardPage() {
  const query = useQuery(dashboardQuery());
  return (
    <div className={styles.stack} data-testid="home-dashboard">
      <QueryView query={query} loadingLabel="Loading your dashboard">
        {(dashboard) => <Dashboard dashboard={dashboard} />}
      </QueryView>
    </div>
  );
}
