import type { ApiFamily } from '@leisure/contracts';

/** The path segment before `timetable`, `slots` or `times`: '' for v1, '/v2' for v2. */
export function familySegment(family: ApiFamily): '' | '/v2' {
  return family === 'v2' ? '/v2' : '';
}
