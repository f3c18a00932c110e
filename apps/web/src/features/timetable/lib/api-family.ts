import type { ApiFamily, Client, Venue } from '@leisure/contracts';

export interface FamilyInputs {
  /** 'YYYY-MM-DD' in the client's time zone. */
  date: string;
  venue: Pick<Venue, 'activitiesV2Enabled' | 'migrationDate'>;
  client: Pick<Client, 'migrationDate'>;
}

/**
 * Which timetable family serves a venue's date (docs/product.md, 'Timetable families'): v2 when the venue has v2
 * enabled and the date is on or after its migration date (the client's when the venue has none;
 * every date when neither has one); v1 otherwise. The server answers 422 for the other one.
 */
export function apiFamilyFor({ date, venue, client }: FamilyInputs): ApiFamily {
  if (!venue.activitiesV2Enabled) return 'v1';
  const migrationDate = venue.migrationDate ?? client.migrationDate;
  if (migrationDate === null) return 'v2';
  // ISO dates compare correctly as text.
  return date >= migrationDate ? 'v2' : 'v1';
}
