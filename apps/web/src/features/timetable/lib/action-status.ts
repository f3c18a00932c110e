import type { ActionToShow } from '@leisure/contracts';
import { formatBookableFrom } from './calendar.ts';

export interface DisplaySettings {
  timeZone: string;
  timeFormat: '24h' | '12h';
  currencySymbol: string;
}

export function spacesLeftText(spaces: number): string {
  return spaces === 1 ? '1 space left' : `${spaces} spaces left`;
}

/** What a listing says about an item for the viewer: spaces left, or why it cannot be booked. */
export function actionStatusText(
  action: ActionToShow,
  spacesAvailable: number,
  display: Pick<DisplaySettings, 'timeZone' | 'timeFormat'>,
  waitlistPosition?: number | null,
): string {
  switch (action.status) {
    case 'BOOK':
      return spacesLeftText(spacesAvailable);
    case 'FULL':
      return 'Full';
    case 'JOIN_WAITLIST':
      return 'Full - join waitlist';
    case 'NOT_YET_BOOKABLE':
      return action.firstBookableAt
        ? `Not bookable until ${formatBookableFrom(action.firstBookableAt, display.timeZone, display.timeFormat)}`
        : (action.reason ?? 'You cannot book this activity yet');
    case 'LOGIN':
      return 'Log in to book';
    case 'CLOSED':
      return 'Closed for booking';
    case 'CANCELLED':
      return 'Cancelled';
    case 'CANCEL_RESERVATION':
      return 'In your basket';
    case 'CANCEL_BOOKING':
      return 'Booked';
    case 'LEAVE_WAITLIST':
      return waitlistPosition ? `On the waitlist: ${ordinal(waitlistPosition)} in line` : 'On the waitlist';
  }
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The tone of the status, for styling only (the words carry the meaning). */
export function actionTone(action: ActionToShow): 'available' | 'unavailable' | 'mine' {
  switch (action.status) {
    case 'BOOK':
    case 'JOIN_WAITLIST':
    case 'LOGIN':
      return 'available';
    case 'CANCEL_RESERVATION':
    case 'CANCEL_BOOKING':
    case 'LEAVE_WAITLIST':
      return 'mine';
    default:
      return 'unavailable';
  }
}

/** Made once, on first use: every class row of a timetable names its instructors. */
let instructorList: Intl.ListFormat | undefined;

/** 'with Sarah', 'with Sarah and Tom', 'with Sarah, Tom and Ann'; '' for none. */
export function instructorSummary(firstNames: readonly string[]): string {
  if (firstNames.length === 0) return '';
  instructorList ??= new Intl.ListFormat('en-GB', { type: 'conjunction' });
  return `with ${instructorList.format(firstNames)}`;
}
