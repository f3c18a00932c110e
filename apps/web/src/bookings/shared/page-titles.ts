import { lineDateLabel } from '../../features/cart/lib/line-labels.ts';

// Each page's name in '{client} | {page}' (WCAG 2.4.2): distinctive, so a tab, the history and a
// screen reader's announcement on arrival say which venue, activity and day the page is about.

/** A venue's page: 'Activities at Leeds Central'. */
export const venueTitle = (venueName: string) => `Activities at ${venueName}`;

/** A category of activities at a venue: 'Swimming at Leeds Central'. */
export const activityTitle = (activityName: string, venueName: string) => `${activityName} at ${venueName}`;

/**
 * A day's timetable: 'Yoga at Leeds Central, Fri 27 Nov'; the court or lane grid of the same day
 * says so ('…, by location'), since both can be open side by side.
 */
export const timetableTitle = (input: {
  activityName: string;
  venueName: string;
  date: string;
  byLocation: boolean;
}) =>
  `${activityTitle(input.activityName, input.venueName)}, ${lineDateLabel(input.date)}${input.byLocation ? ', by location' : ''}`;

/** A venue's courses: 'Courses at Leeds Central'. */
export const coursesTitle = (venueName: string) => `Courses at ${venueName}`;
