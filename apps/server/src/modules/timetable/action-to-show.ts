import type { ActionToShow } from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../auth/session.ts';
import { addDaysTo, dayOf, instantAt } from './calendar.ts';

/** Who is looking. The accounts issue adds basket, booking and waitlist facts here. */
export interface Viewer {
  isLoggedIn: boolean;
}

export const ANONYMOUS: Viewer = { isLoggedIn: false };

/** How listings see the request's viewer, from its session (no session, no database call). */
export async function listingViewerOf(request: FastifyRequest): Promise<Viewer> {
  return { isLoggedIn: (await optionalUser(request)) !== undefined };
}

export interface BookableItem {
  isCancelled: boolean;
  startsAt: Date;
  /** Null: bookable as soon as it is listed. */
  firstBookableAt: Date | null;
  isMembersOnly: boolean;
  spacesAvailable: number;
}

export const reasons = {
  full: 'The session being booked is already full',
  notYetBookable: 'You cannot book this activity yet',
  login: 'Please log in to book: this activity needs an account',
  closed: 'This session has already started',
  cancelled: 'This session has been cancelled',
} as const;

/** The action a screen offers the viewer for one item, first rule that applies wins. */
export function decideAction({
  item,
  now,
  viewer,
}: {
  item: BookableItem;
  now: Date;
  viewer: Viewer;
}): ActionToShow {
  const show = (
    status: ActionToShow['status'],
    reason: string | null,
    firstBookableAt: string | null = null,
  ) => ({
    status,
    reason,
    firstBookableAt,
  });
  if (item.isCancelled) return show('CANCELLED', reasons.cancelled);
  if (item.startsAt.getTime() <= now.getTime()) return show('CLOSED', reasons.closed);
  if (item.firstBookableAt && item.firstBookableAt.getTime() > now.getTime()) {
    return show('NOT_YET_BOOKABLE', reasons.notYetBookable, item.firstBookableAt.toISOString());
  }
  if (item.isMembersOnly && !viewer.isLoggedIn) return show('LOGIN', reasons.login);
  if (item.spacesAvailable <= 0) return show('FULL', reasons.full);
  return show('BOOK', null);
}

/** The demo booking window: an item opens for booking 7 days ahead at 07:00 (client time). */
export const BOOKING_WINDOW = { daysAhead: 7, opensAt: '07:00' } as const;

/** When booking opens for an item without a stored `first_bookable_at` (slots, ticket times). */
export function bookingOpensAt(startsAt: Date, zone: string): Date {
  const opensOn = addDaysTo(dayOf(startsAt, zone), -BOOKING_WINDOW.daysAhead, zone);
  return instantAt(opensOn, BOOKING_WINDOW.opensAt, zone);
}
