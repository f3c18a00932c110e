import {
  type Course,
  type CourseQuestion,
  type CourseSummary,
  priceOf,
  weekdayLabels,
} from '@leisure/contracts';
import { instantAt, zonedTime } from '../timetable/calendar.ts';
import { spacesAvailable as placesLeft } from '../timetable/capacity.ts';
import { decideCourseAction, type Viewer } from './course-action.ts';
import type { CourseQuestionRow, CourseRow, CourseSessionRow } from './courses.repository.ts';

/** What turning rows into the contract needs beyond the rows: whose eyes, where, and when. */
export interface CourseView {
  venueSlug: string;
  currencySymbol: string;
  timezone: string;
  now: Date;
  viewer: Viewer;
}

export function toCourseSummary(row: CourseRow, view: CourseView): CourseSummary {
  const spacesAvailable = placesLeft({
    capacity: row.capacity,
    booked: row.bookedCount,
    held: row.heldCount,
  });
  const startTime = row.startTime.slice(0, 5);
  return {
    id: row.id,
    slug: row.slug,
    objectType: 'course',
    name: row.name,
    description: row.description,
    activitySlug: row.activitySlug,
    venueSlug: view.venueSlug,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    weekday: weekdayLabel(row.weekday),
    startTime,
    durationMinutes: row.durationMinutes,
    sessionCount: row.sessionCount,
    minAge: row.minAge,
    maxAge: row.maxAge,
    price: priceOf(row.pricePence, view.currencySymbol),
    capacity: row.capacity,
    spacesAvailable,
    actionToShow: decideCourseAction({
      course: {
        startsAt: instantAt(row.startsOn, startTime, view.timezone),
        spacesAvailable,
        isMembersOnly: row.isMembersOnly,
      },
      now: view.now,
      viewer: view.viewer,
    }),
  };
}

export function toCourse(
  row: CourseRow,
  details: { sessions: readonly CourseSessionRow[]; questions: readonly CourseQuestionRow[] },
  view: CourseView,
): Course {
  return {
    ...toCourseSummary(row, view),
    sessions: details.sessions.map((session) => ({
      id: session.id,
      startsAt: zonedTime(session.startsAt, view.timezone),
      endsAt: zonedTime(session.endsAt, view.timezone),
    })),
    questions: details.questions.map(toCourseQuestion),
  };
}

function toCourseQuestion(row: CourseQuestionRow): CourseQuestion {
  return {
    id: row.id,
    question: row.question,
    kind: row.kind,
    options: row.kind === 'select' ? row.options : [],
    isRequired: row.isRequired,
  };
}

/** ISO weekday (1 Monday ... 7 Sunday) as its three-letter label. */
function weekdayLabel(isoWeekday: number): CourseSummary['weekday'] {
  const label = weekdayLabels[isoWeekday - 1];
  if (!label) throw new RangeError(`Not an ISO weekday: ${isoWeekday}`);
  return label;
}
