/** Maximum number of slugs kept in the selected-venues list. */
export const MAX_SELECTED_VENUES = 10;

/** Puts `slug` first in the list of selected venues, removing an older occurrence; keeps at most `max`. */
export function addToSelectedVenues(
  previous: readonly string[],
  slug: string,
  max = MAX_SELECTED_VENUES,
): string[] {
  return [slug, ...previous.filter((s) => s !== slug)].slice(0, max);
}
