import { describe, expect, it } from 'vitest';
import { reasons } from '../timetable/action-to-show.ts';
import { type CourseFacts, decideCourseAction } from './course-action.ts';

const startsAt = new Date('2030-03-02T09:00:00Z');
const before = new Date('2030-03-01T12:00:00Z');
const anonymous = { isLoggedIn: false };
const course = (facts: Partial<CourseFacts> = {}): CourseFacts => ({
  startsAt,
  spacesAvailable: 3,
  isMembersOnly: false,
  ...facts,
});

describe('decideCourseAction', () => {
  it('offers BOOK for an open course with room, long before it starts', () => {
    const longBefore = new Date('2029-01-01T00:00:00Z');
    for (const now of [longBefore, before]) {
      expect(decideCourseAction({ course: course(), now, viewer: anonymous })).toEqual({
        status: 'BOOK',
        reason: null,
        firstBookableAt: null,
      });
    }
  });

  it('is CLOSED from the moment the first session starts, and after the course ends', () => {
    for (const now of [startsAt, new Date('2030-03-02T09:00:01Z'), new Date('2030-06-01T00:00:00Z')]) {
      expect(decideCourseAction({ course: course(), now, viewer: anonymous })).toEqual({
        status: 'CLOSED',
        reason: reasons.closed,
        firstBookableAt: null,
      });
    }
  });

  it('is FULL with the contract reason when no spaces are left', () => {
    expect(
      decideCourseAction({ course: course({ spacesAvailable: 0 }), now: before, viewer: anonymous }),
    ).toEqual({
      status: 'FULL',
      reason: 'The session being booked is already full',
      firstBookableAt: null,
    });
  });

  it('says CLOSED rather than FULL for a full course that has started', () => {
    const decided = decideCourseAction({
      course: course({ spacesAvailable: 0 }),
      now: startsAt,
      viewer: anonymous,
    });
    expect(decided.status).toBe('CLOSED');
  });

  it('asks a logged-out viewer to LOGIN for a members-only course, and lets a logged-in one BOOK', () => {
    const membersOnly = course({ isMembersOnly: true });
    expect(decideCourseAction({ course: membersOnly, now: before, viewer: anonymous }).status).toBe('LOGIN');
    expect(
      decideCourseAction({ course: membersOnly, now: before, viewer: { isLoggedIn: true } }).status,
    ).toBe('BOOK');
  });

  it('shows a logged-in viewer FULL for a full members-only course', () => {
    const fullMembersOnly = course({ isMembersOnly: true, spacesAvailable: 0 });
    expect(
      decideCourseAction({ course: fullMembersOnly, now: before, viewer: { isLoggedIn: true } }).status,
    ).toBe('FULL');
  });
});
