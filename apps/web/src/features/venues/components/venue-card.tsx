import type { OfferedActivity, Venue } from '@leisure/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { formatMiles } from '../lib/geo.ts';
import styles from './venues.module.css';

export function venueAddress(venue: Venue): string {
  return [venue.address.line1, venue.address.town, venue.address.postcode].filter(Boolean).join(', ');
}

export function VenueCard({
  venue,
  distance,
  activity = null,
  selected,
  onSelect,
}: {
  venue: Venue;
  /** Miles from the searched point, when searching near a place. */
  distance?: number | undefined;
  /** The activity the customer is looking for: the card links straight to it at this venue. */
  activity?: Pick<OfferedActivity, 'slug' | 'name'> | null;
  selected: boolean;
  onSelect: (slug: string) => void;
}) {
  const nameId = useId();
  const slug = encodeURIComponent(venue.slug);
  return (
    <li className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card} data-testid="venue-card">
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={nameId}>
          <Link to={`/location/${slug}`} data-testid="venue-name" className={styles.cardLink}>
            {venue.name}
          </Link>
        </h3>
        <p className={styles.cardAddress} data-testid="venue-address">
          {venueAddress(venue)}
        </p>
        {distance !== undefined && <p className={styles.cardDistance}>{formatMiles(distance)}</p>}
        <ul className={styles.cardLinks}>
          {activity && (
            <li>
              <Link
                to={`/location/${slug}/${encodeURIComponent(activity.slug)}`}
                aria-describedby={nameId}
                data-testid="venue-activity-link"
              >
                {activity.name}
              </Link>
            </li>
          )}
          <li>
            <Link to={`/location/${slug}`} aria-describedby={nameId}>
              Activities
            </Link>
          </li>
          <li>
            <Link to={`/courses/location/${slug}`} aria-describedby={nameId} data-testid="venue-courses-link">
              Courses
            </Link>
          </li>
        </ul>
      </div>
      {venue.displayVenueSelectionButton && (
        <button
          type="button"
          className={`${buttonClassName({ variant: selected ? 'primary' : 'secondary' })} ${styles.selectButton}`}
          aria-pressed={selected}
          aria-describedby={nameId}
          onClick={() => onSelect(venue.slug)}
        >
          {selected ? 'Selected' : 'Select'}
        </button>
      )}
    </li>
  );
}

export function VenueCardSkeleton() {
  return (
    <li className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <div className={styles.cardBody}>
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton width="85%" height="1rem" />
      </div>
      <Skeleton width="88px" height="44px" />
    </li>
  );
}
