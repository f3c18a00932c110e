import {
  type AddToCartItem,
  type Attendee,
  ageOn,
  type CourseSummary,
  courseAgeRefusal,
  type HouseholdMember,
} from '@leisure/contracts';
import { todayIso } from '../../../lib/form-validation.ts';

/**
 * Who attends a course, as the booking form holds it: one of the saved attendees, a member of the
 * customer's household (decision 40), or someone new.
 */
export interface CourseAttendeeDraft {
  mode: 'previous' | 'household' | 'new';
  previous: Attendee | null;
  member: HouseholdMember | null;
  newAttendee: { firstName: string; lastName: string; dateOfBirth: string };
}

export const emptyCourseAttendee: CourseAttendeeDraft = {
  mode: 'previous',
  previous: null,
  member: null,
  newAttendee: { firstName: '', lastName: '', dateOfBirth: '' },
};

/** The ids of the form's controls: messages hang off them. */
export const courseAttendeeIds = {
  slot: 'course-attendee',
  previous: 'course-attendee-search',
  household: 'course-attendee-household',
  firstName: 'course-attendee-first-name',
  lastName: 'course-attendee-last-name',
  dateOfBirth: 'course-attendee-date-of-birth',
  accepted: 'course-attendee-accepted',
  signedName: 'course-attendee-signed-name',
} as const;

export const courseAttendeeMessages = {
  choose: 'Choose who is attending, or add someone new',
  chooseMember: 'Choose who in your household is attending',
  firstName: 'Enter their first name',
  lastName: 'Enter their last name',
  dateOfBirth: 'Enter their date of birth',
  futureBirthday: 'Date of birth must be in the past',
} as const;

export type CourseAttendeeRequest = Pick<AddToCartItem, 'attendee_id' | 'attendee' | 'purchased_for_user_id'>;

/** Messages by control id. */
export type CourseAttendeeErrors = Record<string, string>;

type AgedCourse = Pick<CourseSummary, 'name' | 'startsOn' | 'minAge' | 'maxAge'>;

function ageProblem(course: AgedCourse, dateOfBirth: string | null): string | undefined {
  return courseAgeRefusal(course, dateOfBirth ? ageOn(dateOfBirth, course.startsOn) : null);
}

/**
 * What is wrong with the attendee before the course goes in the basket: nobody chosen, a missing
 * name or date of birth, or an age on the first session outside the course's range (the
 * server's own rule and words).
 */
export function courseAttendeeErrors(
  draft: CourseAttendeeDraft,
  course: AgedCourse,
  today: string = todayIso(),
): CourseAttendeeErrors {
  const ids = courseAttendeeIds;
  if (draft.mode === 'household') {
    if (!draft.member) return { [ids.household]: courseAttendeeMessages.chooseMember };
    const problem = ageProblem(course, draft.member.dateOfBirth);
    return problem ? { [ids.household]: problem } : {};
  }
  if (draft.mode === 'previous') {
    if (!draft.previous) return { [ids.previous]: courseAttendeeMessages.choose };
    const problem = ageProblem(course, draft.previous.dateOfBirth);
    return problem ? { [ids.previous]: problem } : {};
  }
  const { firstName, lastName, dateOfBirth } = draft.newAttendee;
  const errors: CourseAttendeeErrors = {};
  if (firstName.trim() === '') errors[ids.firstName] = courseAttendeeMessages.firstName;
  if (lastName.trim() === '') errors[ids.lastName] = courseAttendeeMessages.lastName;
  if (dateOfBirth === '') errors[ids.dateOfBirth] = courseAttendeeMessages.dateOfBirth;
  else if (dateOfBirth >= today) errors[ids.dateOfBirth] = courseAttendeeMessages.futureBirthday;
  else {
    const problem = ageProblem(course, dateOfBirth);
    if (problem) errors[ids.dateOfBirth] = problem;
  }
  return errors;
}

/** The attendee fields of the course's add item: a household member is named as whom it is for. */
export function courseAttendeeRequest(draft: CourseAttendeeDraft): CourseAttendeeRequest {
  if (draft.mode === 'household' && draft.member) return { purchased_for_user_id: draft.member.id };
  if (draft.mode === 'previous' && draft.previous) return { attendee_id: draft.previous.id };
  const { firstName, lastName, dateOfBirth } = draft.newAttendee;
  return {
    attendee: { first_name: firstName.trim(), last_name: lastName.trim(), date_of_birth: dateOfBirth },
  };
}
