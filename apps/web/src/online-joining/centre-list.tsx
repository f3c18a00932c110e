import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageForStatus } from '../lib/api.ts';
import { onlineJoiningVenuesQuery } from '../lib/queries.ts';
import { useSystem } from '../lib/system-store.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import styles from './centres.module.css';

/**
 * The centres a page lists: a kiosk set to a centre (`?kiosk=true&centre=`) shows its own, every
 * centre otherwise, or when the kiosk's centre does not sell memberships online.
 */
export function centresShown<V extends { slug: string }>(
  venues: readonly V[],
  kioskCentre: string | null,
): V[] {
  const own = venues.filter((venue) => venue.slug === kioskCentre);
  return own.length > 0 ? own : [...venues];
}

/** The centres that sell memberships online, each linking to its joining page. */
export function CentreList() {
  const venues = useQuery(onlineJoiningVenuesQuery());
  const { isKiosk, currentCentre } = useSystem();
  if (venues.isPending) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading centres">
        {[0, 1, 2].map((key) => (
          <li key={key} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  if (venues.isError) {
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(0)}</p>
        <Button onClick={() => venues.refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  if (venues.data.length === 0) {
    return (
      <EmptyState>
        <p>No centres sell memberships online at the moment.</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} data-testid="venue-list">
      {centresShown(venues.data, isKiosk ? currentCentre : null).map((venue) => (
        <li key={venue.id}>
          <Link
            to={`/centre/${encodeURIComponent(venue.slug)}${isKiosk ? '?kiosk=true' : ''}`}
            className={styles.card}
            data-testid="venue-card"
          >
            <span className={styles.name} data-testid="venue-name">
              {venue.name}
            </span>
            <span className={styles.address} data-testid="venue-address">
              {[venue.address.line1, venue.address.town, venue.address.postcode].join(', ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
