import type {
  ActionToShow,
  ClassDetail,
  CourseSummary,
  ItemId,
  SlotList,
  TimesResponse,
  Timetable,
} from '@leisure/contracts';
import { isStaff } from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import { requestContextOf } from '../auth/request-context.ts';
import { clientSlugOf, optionalUser, type Viewer } from '../auth/session.ts';
import { presentedGuestKey } from '../cart/guest-cookie.ts';
import { type HeldTargets, isEmpty, liveHeldTargetsOf } from '../cart/viewer-holds.ts';
import { reasons } from './action-to-show.ts';
import { customerFactsOf } from './customer-facts.ts';
import type { RefsById, ViewerBookings } from './viewer-bookings.ts';

/**
 * Listings are shared by everyone who sees them alike (micro-cached, decision 9); what is the
 * viewer's own is marked on them afterwards, per request, without touching the shared payload:
 * a waiting-list entry offers LEAVE_WAITLIST, a live hold in the basket CANCEL_RESERVATION, a
 * booking CANCEL_BOOKING (with `bookingId`), and a full class JOIN_WAITLIST to a customer.
 */

const show = (status: ActionToShow['status'], reason: string | null = null): ActionToShow => ({
  status,
  reason,
  firstBookableAt: null,
});
const RESERVED = show('CANCEL_RESERVATION');
const BOOKED = show('CANCEL_BOOKING');
const WAITING = show('LEAVE_WAITLIST');
const JOIN = show('JOIN_WAITLIST', reasons.full);
/** A cancelled or started session says so even when it is the viewer's. */
const KEPT: ReadonlySet<ActionToShow['status']> = new Set(['CANCELLED', 'CLOSED']);

/** What is the request's viewer's own: their basket's live holds and, for a customer, bookings and waits. */
export interface ViewerOverlay {
  held: HeldTargets;
  /** Undefined for a visitor. */
  customer: ViewerBookings | undefined;
}

interface Reservable {
  id: ItemId;
  actionToShow: ActionToShow;
  bookingId?: number | null;
  waitlistId?: number | null;
  waitlistPosition?: number | null;
  waitlistOfferExpiresAt?: string | null;
}

/** The viewer's facts for one kind of item (waiting lists and joining are for classes only). */
interface KindFacts {
  held: ReadonlySet<ItemId>;
  booked: RefsById;
  waitlisted?: RefsById;
  waitlistPositions?: RefsById;
  waitlistOffers?: ReadonlyMap<ItemId, string>;
  canJoin?: boolean;
}

const NONE: RefsById = new Map();
const NO_OFFERS: ReadonlyMap<ItemId, string> = new Map();

/**
 * What the request's viewer owns: for a customer their basket, bookings and waiting-list
 * entries (`customerFactsOf`: one prepared query, shared with the price overlay); for a visitor with a guest cookie their basket (one); none for anyone
 * else (undefined).
 */
export async function basketHoldsOf(request: FastifyRequest): Promise<ViewerOverlay | undefined> {
  const db = request.server.db;
  const viewer = await optionalUser(request);
  if (viewer) {
    const userId = await overlaidUserIdOf(request, viewer);
    const { client } = viewer;
    const facts = await customerFactsOf(request, {
      clientId: client.id,
      userId,
      symbol: client.currencySymbol,
    });
    return { held: facts.held, customer: facts.bookings };
  }
  const key = presentedGuestKey(request);
  if (!key) return undefined;
  const held = await liveHeldTargetsOf(db, { clientSlug: clientSlugOf(request), guestKeyHash: key.hash });
  return { held, customer: undefined };
}

/**
 * Whose basket and bookings a listing marks: the viewer's, or for staff at the desk the customer
 * the request acts for (`requestContextOf`: 404 for anyone who is not a customer of theirs). Anyone
 * else naming a customer is not refused here, only ignored; the shared listing never changes.
 */
export async function overlaidUserIdOf(request: FastifyRequest, viewer: Viewer): Promise<number> {
  if (!isStaff(viewer.user)) return viewer.user.id;
  const { actingFor } = await requestContextOf(request);
  return actingFor?.customer.id ?? viewer.user.id;
}

function mark<T extends Reservable>(item: T, facts: KindFacts): T {
  const status = item.actionToShow.status;
  if (KEPT.has(status)) return item;
  const waitlistId = facts.waitlisted?.get(item.id);
  if (waitlistId !== undefined) {
    const waitlistPosition = facts.waitlistPositions?.get(item.id) ?? null;
    const waitlistOfferExpiresAt = facts.waitlistOffers?.get(item.id) ?? null;
    return { ...item, actionToShow: WAITING, waitlistId, waitlistPosition, waitlistOfferExpiresAt };
  }
  if (facts.held.has(item.id)) return { ...item, actionToShow: RESERVED };
  const bookingId = facts.booked.get(item.id);
  if (bookingId !== undefined) return { ...item, actionToShow: BOOKED, bookingId };
  if (facts.canJoin && status === 'FULL') return { ...item, actionToShow: JOIN };
  return item;
}

/** The items with the viewer's marked; the very same array when none is (so it stays shared). */
function markAll<T extends Reservable>(items: readonly T[], facts: KindFacts): readonly T[] {
  const marked = items.map((item) => mark(item, facts));
  return marked.some((item, index) => item !== items[index]) ? marked : items;
}

/** Nothing of the viewer's to mark: no overlay, or a visitor with an empty basket. */
const isBare = (overlay: ViewerOverlay | undefined): overlay is undefined =>
  overlay === undefined || (overlay.customer === undefined && isEmpty(overlay.held));

function classFacts({ held, customer }: ViewerOverlay): KindFacts {
  return {
    held: held.classes,
    booked: customer?.classes ?? NONE,
    waitlisted: customer?.waitlisted ?? NONE,
    waitlistPositions: customer?.waitlistPositions ?? NONE,
    waitlistOffers: customer?.waitlistOffers ?? NO_OFFERS,
    canJoin: customer !== undefined,
  };
}

export const withBasketClasses = (payload: Timetable, overlay: ViewerOverlay | undefined): Timetable => {
  if (isBare(overlay)) return payload;
  const marked = markAll(payload.classes, classFacts(overlay));
  return marked === payload.classes ? payload : { ...payload, classes: [...marked] };
};

export const withBasketClass = (payload: ClassDetail, overlay: ViewerOverlay | undefined): ClassDetail => {
  if (isBare(overlay)) return payload;
  const marked = mark(payload.class, classFacts(overlay));
  return marked === payload.class ? payload : { ...payload, class: marked };
};

export const withBasketSlots = (payload: SlotList, overlay: ViewerOverlay | undefined): SlotList => {
  if (isBare(overlay)) return payload;
  const marked = markAll(payload.slots, {
    held: overlay.held.slots,
    booked: overlay.customer?.slots ?? NONE,
  });
  return marked === payload.slots ? payload : { ...payload, slots: [...marked] };
};

export const withBasketTimes = (
  payload: TimesResponse,
  overlay: ViewerOverlay | undefined,
): TimesResponse => {
  if (isBare(overlay)) return payload;
  const marked = markAll(payload.timeSlots, {
    held: overlay.held.ticketTimes,
    booked: overlay.customer?.ticketTimes ?? NONE,
  });
  return marked === payload.timeSlots ? payload : { ...payload, timeSlots: [...marked] };
};

const courseFacts = (overlay: ViewerOverlay): KindFacts => ({
  held: overlay.held.courses,
  booked: overlay.customer?.courses ?? NONE,
});

export const withBasketCourses = <T extends CourseSummary>(
  courses: T[],
  overlay: ViewerOverlay | undefined,
): T[] => {
  if (isBare(overlay)) return courses;
  const marked = markAll(courses, courseFacts(overlay));
  return marked === courses ? courses : [...marked];
};

export const withBasketCourse = <T extends CourseSummary>(
  course: T,
  overlay: ViewerOverlay | undefined,
): T => (isBare(overlay) ? course : mark(course, courseFacts(overlay)));
