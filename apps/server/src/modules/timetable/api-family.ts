import { type ApiFamily, apiFamilyFor, type FamilyInputs } from '@leisure/contracts';
import { AppError } from '../../http/errors.ts';

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
