import type { ApiFamily } from '@leisure/contracts';
import { AppError } from '../../http/errors.ts';

export interface FamilyInputs {
  /** `YYYY-MM-DD` in the client's time zone. */
  date: string;
  venue: { activitiesV2Enabled: boolean; migrationDate: string | null };
  clientMigrationDate: string | null;
}

/**
 * Which timetable family serves a venue's date (docs/product.md, 'Timetable families'): v2 when the venue has v2
 * enabled and the date is on or after its migration date (the client's when the venue has
 * none; every date when neither has one); v1 otherwise.
 */
export function apiFamilyFor({ date, venue, clientMigrationDate }: FamilyInputs): ApiFamily {
  if (!venue.activitiesV2Enabled) return 'v1';
  const migrationDate = venue.migrationDate ?? clientMigrationDate;
  if (migrationDate === null) return 'v2';
  return date >= migrationDate ? 'v2' : 'v1';
}

const paths: Record<ApiFamily, string> = { v1: 'the v1 call (without /v2)', v2: 'the /v2 call' };

/** The wrong family for a date answers 422 `wrong_api_family`, never the other family's data. */
export function assertApiFamily(requested: ApiFamily, inputs: FamilyInputs): void {
  const serving = apiFamilyFor(inputs);
  if (serving === requested) return;
  throw new AppError({
    statusCode: 422,
    code: 'wrong_api_family',
    message: `The ${serving} timetable serves ${inputs.date} at this venue: use ${paths[serving]}.`,
    errors: { date: [`Use the ${serving} timetable for this date.`] },
  });
}
