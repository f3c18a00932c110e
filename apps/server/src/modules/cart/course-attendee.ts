import { type AddToCartItem, ageOn, courseAgeRefusal, courseAttendeeMessages } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { attendeesOfUser, savedAttendeeFor } from '../waivers/attendees.repository.ts';
import { attendeeNotAllowed } from './attendee.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';

// Who attends a course line: one of the customer's saved attendees (their own row included) or
// someone new, saved to their attendees in the add transaction. Their age on the course's first
// session must be in the course's range (docs/product.md, "Courses").

/** What the age check needs of the course. */
export interface AgedCourse {
  name: string;
  /** The first session's day, `YYYY-MM-DD` in the client's time zone. */
  startsOn: string;
  minAge: number | null;
  maxAge: number | null;
}

/**
 * Resolves the attendee's id in the add transaction (null: the line has none yet). `known` is the
 * id when it is known without writing anything (none, or a saved attendee): such a line may be
 * held in one call, without a transaction of its own.
 */
export type AttendeeWork = ((tx: Transaction) => Promise<number | null>) & { known?: number | null };

const knownAttendee = (id: number | null): AttendeeWork => Object.assign(async () => id, { known: id });

const noAttendee = knownAttendee(null);

/** A non-course item naming an attendee is refused (422), so nothing sent is silently dropped. */
export function assertNoAttendee(item: AddToCartItem, field: string) {
  if (item.attendee_id === undefined && item.attendee === undefined) return;
  const key = item.attendee_id === undefined ? `${field}.attendee` : `${field}.attendee_id`;
  throw validationFailed({ [key]: [courseAttendeeMessages.notACourse] });
}

function assertAge(course: AgedCourse, dateOfBirth: string | null, key: string) {
  const refusal = courseAgeRefusal(course, dateOfBirth === null ? null : ageOn(dateOfBirth, course.startsOn));
  if (refusal) throw validationFailed({ [key]: [refusal] });
}

/**
 * Checks the attendee a course item names, before anything is written: 409 for a visitor (they
 * log in first), 403 `attendee_not_allowed` for an id that is not one of the customer's
 * attendees, 422 for both given, a birthday in the future or an age outside the course's range.
 */
export async function planCourseAttendee(input: {
  db: Database;
  owner: CartOwner;
  item: AddToCartItem;
  field: string;
  course: AgedCourse;
  today: string;
  /** The household member `purchased_for_user_id` named (as `checkedAttendee` allowed it). */
  forUserId?: number | null;
}): Promise<AttendeeWork> {
  const { db, owner, item, field, course } = input;
  const { attendee_id: savedId, attendee } = item;
  if (savedId === undefined && attendee === undefined) {
    const forMember = input.forUserId && !isGuest(owner) && input.forUserId !== owner.userId;
    return forMember ? memberAttendee(db, owner, input.forUserId ?? 0, field, course) : noAttendee;
  }
  if (savedId !== undefined && attendee !== undefined) {
    throw validationFailed({ [`${field}.attendee_id`]: [courseAttendeeMessages.chooseOne] });
  }
  if (isGuest(owner)) {
    throw new AppError({ statusCode: 409, code: 'conflict', message: courseAttendeeMessages.logIn });
  }
  const clientId = owner.client.id;
  if (savedId !== undefined) {
    const [saved] = await attendeesOfUser(db, clientId, owner.userId, [savedId]);
    if (!saved) throw attendeeNotAllowed(`${field}.attendee_id`);
    assertAge(course, saved.dateOfBirth, `${field}.attendee_id`);
    return knownAttendee(saved.id);
  }
  if (!attendee) return noAttendee;
  const birthdayKey = `${field}.attendee.date_of_birth`;
  const born = attendee.date_of_birth ?? null;
  if (born !== null && born > input.today) {
    throw validationFailed({ [birthdayKey]: [courseAttendeeMessages.futureBirthday] });
  }
  assertAge(course, born, birthdayKey);
  return (tx) => savedAttendeeFor(tx, { clientId, userId: owner.userId }, attendee);
}

/**
 * A course for a household member named by `purchased_for_user_id` and no one else: they attend,
 * their age on the first session is checked against the date of birth the holder gave, and they
 * are saved to the holder's attendees (once) so the line is named as any course line is.
 */
async function memberAttendee(
  db: Database,
  owner: CartOwner,
  memberUserId: number,
  field: string,
  course: AgedCourse,
): Promise<AttendeeWork> {
  if (isGuest(owner)) throw attendeeNotAllowed(`${field}.purchased_for_user_id`);
  const member = await findUserById(db, owner.client.id, memberUserId);
  if (!member) throw attendeeNotAllowed(`${field}.purchased_for_user_id`);
  assertAge(course, member.dateOfBirth, `${field}.purchased_for_user_id`);
  const clientId = owner.client.id;
  const person = {
    first_name: member.firstName,
    last_name: member.lastName,
    ...(member.dateOfBirth !== null && { date_of_birth: member.dateOfBirth }),
  };
  return (tx) => savedAttendeeFor(tx, { clientId, userId: owner.userId }, person);
}
