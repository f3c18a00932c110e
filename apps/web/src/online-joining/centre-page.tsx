import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messageForStatus } from '../lib/api.ts';
import { isNotFound, venueQuery } from '../lib/queries.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, Page } from '../ui/page/index.ts';
import { LoadingSpinner, NotFound } from '../ui/screens/index.ts';

/** /centre/{slug}: joining at one centre. */
export function CentrePage() {
  const { slug = '' } = useParams();
  const venue = useQuery(venueQuery(slug));
  if (venue.isPending) return <LoadingSpinner inline label="Loading centre" />;
  if (venue.isError) {
    if (isNotFound(venue.error)) return <NotFound />;
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(0)}</p>
        <Button onClick={() => venue.refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  return (
    <Page title={venue.data.name}>
      <p data-testid="selected-venue">Memberships at {venue.data.name}</p>
      <EmptyState>
        <p>The membership plans of {venue.data.name} can't be listed on this page yet.</p>
        <Link to="/">Choose another centre</Link>
      </EmptyState>
    </Page>
  );
}
