/** The attendee's age the course list is narrowed to: a whole number of years, 0 to 120. */
const AGE = /^\d{1,3}$/;

/** The age of `?age=` (or what was typed), or undefined when it is missing or not an age. */
export function parseAgeFilter(raw: string | null): number | undefined {
  const text = raw?.trim() ?? '';
  if (!AGE.test(text)) return undefined;
  const age = Number(text);
  return age <= 120 ? age : undefined;
}

/** Why what was typed is not an age, or undefined (empty clears the filter). */
export function ageFilterError(typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  return parseAgeFilter(typed) === undefined ? 'Enter an age in whole years, from 0 to 120' : undefined;
}
