import type { ActionToShow, AddToCartItem, ApiFamily, FamilyInputs } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { decideCourseAction } from '../courses/course-action.ts';
import { bookingOpensAt, decideAction } from '../timetable/action-to-show.ts';
import { assertApiFamily } from '../timetable/api-family.ts';
import { dayOf, instantAt } from '../timetable/calendar.ts';
import { spacesAvailable } from '../timetable/capacity.ts';
import * as bookables from './bookables.repository.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';
import { planCourseAttendee } from './course-attendee.ts';
import type { OneCallHold } from './hold-call.ts';
import * as holds from './holds.repository.ts';
import { planMembership } from './membership-line.ts';
import { unitPriceFor } from './pricing-option.ts';

// What adding an item takes: look the listing up, check this viewer may book it now (404, 422,
// 409 with the reason), price it, and answer how to hold its place in the add transaction.

export const placeUnavailable = () =>
  new AppError({ statusCode: 409, code: 'place_unavailable', message: 'Sorry, that place has just gone.' });

/** Full is a 409 `place_unavailable`; any other action but BOOK a 409 with its reason. */
function assertBookable(action: ActionToShow) {
  if (action.status === 'FULL') throw placeUnavailable();
  if (action.status !== 'BOOK') {
    throw new AppError({
      statusCode: 409,
      code: 'conflict',
      message: action.reason ?? 'This cannot be booked.',
    });
  }
}

type Key = bookables.ItemKey;

function keyOf(id: AddToCartItem['id']): { family: ApiFamily; key: Key } {
  return typeof id === 'number' ? { family: 'v1', key: { id } } : { family: 'v2', key: { uid: id } };
}

/**
 * The id's family must serve the session's date at its venue (422 `wrong_api_family` otherwise).
 * The venue comes with the row: its lookup reads it in the same statement.
 */
function assertFamily(
  client: ClientRow,
  family: ApiFamily,
  at: { venue: FamilyInputs['venue']; startsAt: Date },
) {
  assertApiFamily(family, {
    date: dayOf(at.startsAt, client.timezone),
    venue: at.venue,
    clientMigrationDate: client.migrationDate,
  });
}

/**
 * A checked request line, ready to hold in the add transaction: answers the new line's id, or
 * undefined when full. `oneCall`: the same hold as one database call (hold-call.ts), for a line
 * whose hold writes nothing else (a course for someone new saves them first: it has none).
 */
export type Plan = ((tx: Transaction, cartId: number) => Promise<number | undefined>) & {
  oneCall?: OneCallHold;
};

const withOneCall = (plan: Plan, oneCall: OneCallHold): Plan => Object.assign(plan, { oneCall });

export interface PlanInput {
  db: Database;
  owner: CartOwner;
  item: AddToCartItem;
  /** Whom the place is for (null: the basket's customer), as `checkedAttendee` allowed it. */
  attendeeId: number | null;
  field: string;
  now: Date;
}

/**
 * What every new line carries: its price (member prices by the plans the viewer holds: `planIds`
 * when the item's lookup read them already, else read when needed), for whom, its options.
 */
async function lineBase(
  input: PlanInput,
  listed: { venueId: number; activityId: number; pricePence: number },
  planIds?: readonly number[],
) {
  const { db, owner, item, field } = input;
  const price = await unitPriceFor(db, {
    item: { type: item.type, clientId: owner.client.id, ...listed, listedPricePence: listed.pricePence },
    optionId: item.pricing_option_id,
    planIds: planIds ? async () => planIds : (owner.membershipPlanIds ?? (async () => [])),
    field: `${field}.pricing_option_id`,
  });
  return {
    clientId: owner.client.id,
    holdMinutes: owner.holdMinutes,
    ...price,
    purchasedForUserId: input.attendeeId,
    options: item.options ?? {},
  };
}

const viewerOf = (owner: CartOwner) => ({ isLoggedIn: !isGuest(owner) });

async function planClass(input: PlanInput): Promise<Plan> {
  const { db, owner } = input;
  const { family, key } = keyOf(input.item.id);
  const row = await bookables.findClassToAdd(db, owner.client.id, key, {
    userId: owner.userId,
    zone: owner.client.timezone,
  });
  if (!row) throw notFound();
  assertFamily(owner.client, family, row);
  const spaces = spacesAvailable({ capacity: row.capacity, booked: row.bookedCount, held: row.heldCount });
  const item = { ...row, isCancelled: row.status === 'cancelled', spacesAvailable: spaces };
  assertBookable(decideAction({ item, now: input.now, viewer: viewerOf(owner) }));
  const base = await lineBase(input, row, row.viewerPlanIds);
  return withOneCall((tx, cartId) => holds.holdClassPlace(tx, { ...base, cartId, occurrenceId: row.id }), {
    kind: 'activity_class',
    targetId: row.id,
    line: base,
  });
}

async function planSlot(input: PlanInput): Promise<Plan> {
  const { db, owner } = input;
  const { family, key } = keyOf(input.item.id);
  const row = await bookables.findSlot(db, owner.client.id, key);
  if (!row) throw notFound();
  assertFamily(owner.client, family, row);
  const item = {
    startsAt: row.startsAt,
    isCancelled: row.status === 'cancelled',
    firstBookableAt: bookingOpensAt(row.startsAt, owner.client.timezone),
    isMembersOnly: row.isMembersOnly,
    spacesAvailable: row.isTaken ? 0 : 1,
  };
  assertBookable(decideAction({ item, now: input.now, viewer: viewerOf(owner) }));
  const base = await lineBase(input, row);
  return withOneCall(
    (tx, cartId) => holds.holdSlot(tx, { ...base, cartId, slotId: row.id, userId: owner.userId }),
    { kind: 'ad_hoc_slot', targetId: row.id, line: base },
  );
}

async function planTickets(input: PlanInput): Promise<Plan> {
  const { db, owner, item } = input;
  const { family, key } = keyOf(item.id);
  const row = await bookables.findTicketTime(db, owner.client.id, key, item.options?.ticket_type_id);
  if (!row) throw notFound();
  assertFamily(owner.client, family, row);
  const { ticketType } = row;
  if (!ticketType)
    throw validationFailed({
      [`${input.field}.options.ticket_type_id`]: ['Unknown ticket type for this session.'],
    });
  const quantity = item.options?.quantity ?? 1;
  const places = quantity * ticketType.placesPerTicket;
  const spaces = spacesAvailable({ capacity: row.capacity, booked: row.bookedCount, held: row.heldCount });
  const bookable = {
    startsAt: row.startsAt,
    isCancelled: row.status === 'cancelled',
    firstBookableAt: bookingOpensAt(row.startsAt, owner.client.timezone),
    isMembersOnly: row.isMembersOnly,
    spacesAvailable: spaces >= places ? spaces : 0,
  };
  assertBookable(decideAction({ item: bookable, now: input.now, viewer: viewerOf(owner) }));
  const base = await lineBase(input, { ...row, pricePence: ticketType.pricePence });
  const tickets = { ticketTypeId: ticketType.id, quantity, places };
  return withOneCall(
    (tx, cartId) => holds.holdTicketPlaces(tx, { ...base, cartId, ticketTimeId: row.id, ...tickets }),
    { kind: 'ticket_time', targetId: row.id, line: base, ...tickets },
  );
}

/** Courses are listed by their numeric id in both families (they have no uid). */
async function planCourse(input: PlanInput): Promise<Plan> {
  const { db, owner, item } = input;
  if (typeof item.id !== 'number') throw notFound();
  const row = await bookables.findCourseById(db, owner.client.id, item.id);
  if (!row) throw notFound();
  const course = {
    startsAt: instantAt(row.startsOn, row.startTime.slice(0, 5), owner.client.timezone),
    spacesAvailable: spacesAvailable({
      capacity: row.capacity,
      booked: row.bookedCount,
      held: row.heldCount,
    }),
    isMembersOnly: row.isMembersOnly,
  };
  assertBookable(decideCourseAction({ course, now: input.now, viewer: viewerOf(owner) }));
  const attendee = await planCourseAttendee({
    db,
    owner,
    item,
    field: input.field,
    course: row,
    today: dayOf(input.now, owner.client.timezone),
    forUserId: input.attendeeId,
  });
  const base = await lineBase(input, row);
  const plan: Plan = async (tx, cartId) =>
    holds.holdCoursePlace(tx, { ...base, cartId, courseId: row.id, attendeeId: await attendee(tx) });
  if (attendee.known === undefined) return plan;
  return withOneCall(plan, { kind: 'course', targetId: row.id, line: base, attendeeId: attendee.known });
}

export const planners = {
  activity_class: planClass,
  ad_hoc_slot: planSlot,
  ticket_time: planTickets,
  course: planCourse,
  membership: planMembership,
} as const;
