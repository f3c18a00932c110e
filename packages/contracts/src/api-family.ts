import type { ApiFamily } from './timetable.ts';

// Builds no schema: the web's timetable takes it without zod (as limits.ts).

export interface FamilyInputs {
  /** `YYYY-MM-DD` in the client's time zone. */
  date: string;
  venue: { activitiesV2Enabled: boolean; migrationDate: string | null };
  clientMigrationDate: string | null;
}

/**
 * Which timetable family serves a venue's date (docs/product.md, 'Timetable families'): v2 when
 * the venue has v2 enabled and the date is on or after its migration date (the client's when the
 * venue has none; every date when neither has one); v1 otherwise. The server answers 422 for the
 * other one.
 */
export function apiFamilyFor({ date, venue, clientMigrationDate }: FamilyInputs): ApiFamily {
  if (!venue.activitiesV2Enabled) return 'v1';
  const migrationDate = venue.migrationDate ?? clientMigrationDate;
  if (migrationDate === null) return 'v2';
  // ISO dates compare correctly as text.
  return date >= migrationDate ? 'v2' : 'v1';
}
