import type { Attendee } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  courseAttendeeErrors,
  courseAttendeeRequest,
  emptyCourseAttendee,
  courseAttendeeIds as ids,
} from './course-attendee.ts';

const course = { name: 'Learn to swim', startsOn: '2026-11-28', minAge: 4, maxAge: 7 };
const today = '2026-11-27';
const saved = (dateOfBirth: string | null): Attendee => ({
  id: 8,
  firstName: 'Mia',
  lastName: 'Example',
  dateOfBirth,
  email: null,
  isSelf: false,
});
const someoneNew = (dateOfBirth: string) => ({
  ...emptyCourseAttendee,
  mode: 'new' as const,
  newAttendee: { firstName: ' Mia ', lastName: 'Example', dateOfBirth },
});

describe('the attendee of a course', () => {
  it('asks to choose someone', () => {
    expect(courseAttendeeErrors(emptyCourseAttendee, course, today)).toEqual({
      [ids.previous]: 'Choose who is attending, or add someone new',
    });
  });

  it("takes an age on the first session inside the course's range, counting birthdays from their day", () => {
    expect(courseAttendeeErrors(someoneNew('2022-11-28'), course, today)).toEqual({});
    expect(courseAttendeeErrors(someoneNew('2019-11-29'), course, today)).toEqual({});
    expect(courseAttendeeErrors(someoneNew('2022-11-29'), course, today)).toEqual({
      [ids.dateOfBirth]:
        'Learn to swim is for ages 4 to 7. The person attending will be 3 on the first session.',
    });
    expect(courseAttendeeErrors(someoneNew('2018-11-28'), course, today)).toEqual({
      [ids.dateOfBirth]:
        'Learn to swim is for ages 4 to 7. The person attending will be 8 on the first session.',
    });
  });

  it('checks a saved attendee, and asks for a date of birth the range needs', () => {
    const draft = { ...emptyCourseAttendee, previous: saved(null) };
    expect(courseAttendeeErrors(draft, course, today)[ids.previous]).toBe(
      'Learn to swim is for ages 4 to 7: enter the date of birth of the person attending.',
    );
    expect(courseAttendeeErrors({ ...draft, previous: saved('2021-05-01') }, course, today)).toEqual({});
    const anyAge = { ...course, minAge: null, maxAge: null };
    expect(courseAttendeeErrors(draft, anyAge, today)).toEqual({});
  });

  it('asks for the names and a past date of birth of someone new', () => {
    const blank = { ...emptyCourseAttendee, mode: 'new' as const };
    expect(courseAttendeeErrors(blank, course, today)).toEqual({
      [ids.firstName]: 'Enter their first name',
      [ids.lastName]: 'Enter their last name',
      [ids.dateOfBirth]: 'Enter their date of birth',
    });
    expect(courseAttendeeErrors(someoneNew(today), course, today)[ids.dateOfBirth]).toBe(
      'Date of birth must be in the past',
    );
  });

  it('sends a saved attendee by id, someone new by name and date of birth', () => {
    expect(courseAttendeeRequest({ ...emptyCourseAttendee, previous: saved(null) })).toEqual({
      attendee_id: 8,
    });
    expect(courseAttendeeRequest(someoneNew('2021-05-01'))).toEqual({
      attendee: { first_name: 'Mia', last_name: 'Example', date_of_birth: '2021-05-01' },
    });
  });
});

describe('a household member attending a course', () => {
  const member = (dateOfBirth: string) => ({
    id: 41,
    kind: 'dependant' as const,
    firstName: 'Ella',
    lastName: 'Example',
    dateOfBirth,
    medicalNotes: null,
    emergencyContact: null,
  });
  const household = { ...emptyCourseAttendee, mode: 'household' as const };

  it('asks to choose one, then checks their age on the first session', () => {
    expect(courseAttendeeErrors(household, course, today)).toEqual({
      [ids.household]: 'Choose who in your household is attending',
    });
    expect(courseAttendeeErrors({ ...household, member: member('2015-01-01') }, course, today)).toEqual({
      [ids.household]:
        'Learn to swim is for ages 4 to 7. The person attending will be 11 on the first session.',
    });
    expect(courseAttendeeErrors({ ...household, member: member('2020-06-01') }, course, today)).toEqual({});
  });

  it('names them as whom the place is for', () => {
    expect(courseAttendeeRequest({ ...household, member: member('2020-06-01') })).toEqual({
      purchased_for_user_id: 41,
    });
  });
});
