import type { ActionToShow } from '@leisure/contracts';
import { decideAction, type Viewer } from '../timetable/action-to-show.ts';

export type { Viewer } from '../timetable/action-to-show.ts';

export interface CourseFacts {
  /** The first session's start: a course is booked as a whole, so booking closes then. */
  startsAt: Date;
  spacesAvailable: number;
  isMembersOnly: boolean;
}

/**
 * What a course's screen offers the viewer, by the same rules as every other bookable item:
 * closed once the first session has started, then login for members-only courses, then full.
 * Courses open for booking as soon as they are listed and have no cancelled state yet.
 */
export function decideCourseAction(input: { course: CourseFacts; now: Date; viewer: Viewer }): ActionToShow {
  const { course, now, viewer } = input;
  return decideAction({
    item: { ...course, isCancelled: false, firstBookableAt: null },
    now,
    viewer,
  });
}
