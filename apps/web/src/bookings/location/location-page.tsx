import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../lib/app-context.ts';
import { selectVenue } from '../../lib/venue-cookie.ts';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueAddress, VenueGate } from '../shared/venue-gate.tsx';

/** Visiting a venue's page makes it the selected venue. */
function RememberVenue({ slug }: { slug: string }) {
  const { client } = useAppContext();
  useEffect(() => {
    selectVenue(client.clientId, slug);
  }, [client.clientId, slug]);
  return null;
}

export function LocationPage() {
  const venueSlug = useRouteParam('venueSlug');
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <Page title="Book an activity" heading={venue.name} breadcrumbs={[{ label: 'Book an activity' }]}>
          <RememberVenue slug={venue.slug} />
          <VenueAddress venue={venue} />
          <h2>Choose an activity</h2>
          <EmptyState>
            <p>Activities at {venue.name} can't be listed on this page yet.</p>
            <Link to={paths.home}>Choose another venue</Link>
          </EmptyState>
        </Page>
      )}
    </VenueGate>
  );
}
