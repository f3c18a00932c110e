import { validationFailed } from '../../http/errors.ts';
import { addDaysTo, dayOf } from './calendar.ts';

/** How many days from today a visitor can view: today to today + 13. A client setting later. */
export const VIEWABLE_DAYS = 14;

export const OUT_OF_WINDOW_MESSAGE = 'The date should be within the valid days you are able to view.';

export function viewableDays(now: Date, zone: string, days = VIEWABLE_DAYS): string[] {
  const today = dayOf(now, zone);
  return Array.from({ length: days }, (_, offset) => addDaysTo(today, offset, zone));
}

export function isViewable(date: string, now: Date, zone: string, days = VIEWABLE_DAYS): boolean {
  const today = dayOf(now, zone);
  return date >= today && date <= addDaysTo(today, days - 1, zone);
}

/** A date outside the viewable window answers the contract's 422 with `errors.date`. */
export function assertViewable(date: string, now: Date, zone: string): void {
  if (!isViewable(date, now, zone)) {
    throw validationFailed({ date: [OUT_OF_WINDOW_MESSAGE] }, OUT_OF_WINDOW_MESSAGE);
  }
}
