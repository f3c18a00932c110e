import type { ActionToShow } from '@leisure/contracts';
import { formatTime } from '../../../lib/time.ts';
import { formatShortDate } from './course-labels.ts';

/**
 * What a course's action-to-show says to the customer, in words. Courses have no waiting list on
 * the server, so a full course is only 'Full' (no join is offered); a booked one offers
 * 'Manage booking' (see `courseManagesBooking`).
 */
export function courseStatusText(action: ActionToShow, timeFormat: '24h' | '12h' = '24h'): string {
  switch (action.status) {
    case 'BOOK':
      return 'Booking open';
    case 'CANCEL_RESERVATION':
      return 'In your basket';
    case 'CANCEL_BOOKING':
      return 'Booked';
    case 'JOIN_WAITLIST':
      return 'Full';
    case 'LEAVE_WAITLIST':
      return 'On the waitlist';
    case 'FULL':
      return 'Full';
    case 'NOT_YET_BOOKABLE':
      return action.firstBookableAt
        ? `Booking opens ${formatShortDate(action.firstBookableAt.slice(0, 10))} at ${formatTime(action.firstBookableAt.slice(11, 16), timeFormat)}`
        : 'Not bookable yet';
    case 'LOGIN':
      return 'Log in to book';
    case 'CLOSED':
      return 'Closed';
    case 'CANCELLED':
      return 'Cancelled';
  }
}

/** Whether the customer can start booking: answer the course's questions now. */
export function canStartBooking(action: ActionToShow): boolean {
  return action.status === 'BOOK' || action.status === 'NOT_YET_BOOKABLE' || action.status === 'LOGIN';
}

/** Whether the customer has booked the course: the action is 'Manage booking' in the my-account app. */
export function courseManagesBooking(action: ActionToShow): boolean {
  return action.status === 'CANCEL_BOOKING';
}
