import type { Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { venuesQuery } from '../features/venues/api/venues-api.ts';
import { SelectField } from '../ui/form/index.ts';

/** The home venue, from the venues list the bookings app loads; the customer's own is selected. */
export function HomeVenueField({ selectedSlug, error }: { selectedSlug: string | null; error?: string }) {
  const venues = useQuery(venuesQuery);
  const list: Venue[] = venues.data ?? [];
  // A venue no longer listed is kept as an option, so saving the form does not clear it.
  const isListed = selectedSlug === null || list.some((venue) => venue.slug === selectedSlug);
  return (
    <SelectField
      // Uncontrolled: mounted again once the list arrives, so the customer's venue is selected.
      key={venues.isSuccess ? 'loaded' : 'loading'}
      id="details-home-venue"
      name="home_venue_slug"
      label="Home venue"
      optional
      defaultValue={selectedSlug ?? ''}
      error={error}
      hint={venues.isError ? 'The venues could not be loaded. Your home venue stays as it is.' : undefined}
      aria-busy={venues.isPending || undefined}
    >
      <option value="">{venues.isPending ? 'Loading venues…' : 'No home venue'}</option>
      {!isListed && selectedSlug ? <option value={selectedSlug}>{selectedSlug}</option> : null}
      {list.map((venue) => (
        <option key={venue.id} value={venue.slug}>
          {venue.name}
        </option>
      ))}
    </SelectField>
  );
}
