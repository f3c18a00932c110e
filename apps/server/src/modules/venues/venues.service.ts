import type { Venue } from '@leisure/contracts';
import type { VenueRow } from './venues.repository.ts';

export function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      town: row.town,
      county: row.county,
      postcode: row.postcode,
    },
    phone: row.phone,
    email: row.email,
    lat: row.lat,
    lng: row.lng,
    activitiesV2Enabled: row.activitiesV2Enabled,
    migrationDate: row.migrationDate,
    displayVenueSelectionButton: row.displayVenueSelectionButton,
    onlineJoiningEnabled: row.onlineJoiningEnabled,
    imageUrl: row.imageUrl,
    accessibility: row.accessibility,
  };
}
