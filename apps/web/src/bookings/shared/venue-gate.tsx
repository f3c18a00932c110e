import type { Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageForStatus } from '../../lib/api.ts';
import { isNotFound, venueQuery } from '../../lib/queries.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/page/index.ts';
import { LoadingSpinner, NotFound } from '../../ui/screens/index.ts';

/**
 * Loads the venue a route names: the not-found screen when there is no such venue, a retry when
 * the call fails, the page once it is there.
 */
export function VenueGate({ slug, children }: { slug: string; children: (venue: Venue) => ReactNode }) {
  const venue = useQuery(venueQuery(slug));
  if (venue.isPending) return <LoadingSpinner inline label="Loading venue" />;
  if (venue.isError) {
    if (isNotFound(venue.error)) return <NotFound />;
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(0)}</p>
        <Button onClick={() => venue.refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  return children(venue.data);
}

export function VenueAddress({ venue }: { venue: Venue }) {
  const { line1, line2, town, county, postcode } = venue.address;
  return (
    <address style={{ fontStyle: 'normal', marginBottom: 'var(--space-6)' }}>
      {[line1, line2, town, county, postcode].filter(Boolean).join(', ')}
    </address>
  );
}
