import type {
  ActionToShow,
  ClassDetail,
  CourseSummary,
  ItemId,
  SlotList,
  TimesResponse,
  Timetable,
} from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import { clientSlugOf, optionalUser } from '../auth/session.ts';
import { presentedGuestKey } from '../cart/guest-cookie.ts';
import { type HeldTargets, isEmpty, liveHeldTargetsOf } from '../cart/viewer-holds.ts';

/**
 * Listings are shared by everyone who sees them alike (micro-cached, decision 9); what the
 * viewer's own basket holds is marked on them afterwards, per request, without touching the
 * shared payload: an item with a live hold in the viewer's basket offers CANCEL_RESERVATION.
 */

const RESERVED: ActionToShow = { status: 'CANCEL_RESERVATION', reason: null, firstBookableAt: null };
/** A cancelled or started session says so even when it is in the basket. */
const KEPT: ReadonlySet<ActionToShow['status']> = new Set(['CANCELLED', 'CLOSED']);

interface Reservable {
  id: ItemId;
  actionToShow: ActionToShow;
}

/**
 * What the request's viewer holds in their basket: one query for a customer or a visitor with a
 * guest cookie, none for anyone else (undefined).
 */
export async function basketHoldsOf(request: FastifyRequest): Promise<HeldTargets | undefined> {
  const db = request.server.db;
  const viewer = await optionalUser(request);
  if (viewer) return liveHeldTargetsOf(db, { clientId: viewer.client.id, userId: viewer.user.id });
  const key = presentedGuestKey(request);
  if (!key) return undefined;
  return liveHeldTargetsOf(db, { clientSlug: clientSlugOf(request), guestKeyHash: key.hash });
}

function reserve<T extends Reservable>(item: T, held: ReadonlySet<ItemId>): T {
  if (!held.has(item.id) || KEPT.has(item.actionToShow.status)) return item;
  return { ...item, actionToShow: RESERVED };
}

/** The items with the held ones marked; the very same array when none is (so it stays shared). */
export function reserveAll<T extends Reservable>(
  items: readonly T[],
  held: ReadonlySet<ItemId>,
): readonly T[] {
  if (held.size === 0) return items;
  const marked = items.map((item) => reserve(item, held));
  return marked.some((item, index) => item !== items[index]) ? marked : items;
}

/** Applies `mark` only when the viewer holds anything; otherwise answers the payload itself. */
function overlay<T>(payload: T, held: HeldTargets | undefined, mark: (held: HeldTargets) => T): T {
  return held === undefined || isEmpty(held) ? payload : mark(held);
}

export const withBasketClasses = (payload: Timetable, held: HeldTargets | undefined): Timetable =>
  overlay(payload, held, ({ classes }) => {
    const marked = reserveAll(payload.classes, classes);
    return marked === payload.classes ? payload : { ...payload, classes: [...marked] };
  });

export const withBasketClass = (payload: ClassDetail, held: HeldTargets | undefined): ClassDetail =>
  overlay(payload, held, ({ classes }) => {
    const marked = reserve(payload.class, classes);
    return marked === payload.class ? payload : { ...payload, class: marked };
  });

export const withBasketSlots = (payload: SlotList, held: HeldTargets | undefined): SlotList =>
  overlay(payload, held, ({ slots }) => {
    const marked = reserveAll(payload.slots, slots);
    return marked === payload.slots ? payload : { ...payload, slots: [...marked] };
  });

export const withBasketTimes = (payload: TimesResponse, held: HeldTargets | undefined): TimesResponse =>
  overlay(payload, held, ({ ticketTimes }) => {
    const marked = reserveAll(payload.timeSlots, ticketTimes);
    return marked === payload.timeSlots ? payload : { ...payload, timeSlots: [...marked] };
  });

export const withBasketCourses = <T extends CourseSummary>(
  courses: T[],
  held: HeldTargets | undefined,
): T[] =>
  overlay(courses, held, (targets) => {
    const marked = reserveAll(courses, targets.courses);
    return marked === courses ? courses : [...marked];
  });

export const withBasketCourse = <T extends CourseSummary>(course: T, held: HeldTargets | undefined): T =>
  overlay(course, held, (targets) => reserve(course, targets.courses));
