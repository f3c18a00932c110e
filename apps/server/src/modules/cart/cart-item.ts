import type { CartItem, ItemId } from '@leisure/contracts';
import { apiFamilyFor, formatMoney, MAX_TICKETS_PER_LINE, priceOf } from '@leisure/contracts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { sessionTimesOf } from '../courses/courses.repository.ts';
import { dayOf, instantAt, zonedTime } from '../timetable/calendar.ts';
import type { CartLineRow } from './cart.repository.ts';
import { dayLabel, monthAfter } from './membership-line.ts';

interface LineTimes {
  startsAt: Date;
  endsAt: Date;
  /** The public uid of the booked row (v2 listings show it); courses have none. */
  uid: string | null;
}

const missing = (line: CartLineRow): never => {
  throw new Error(`cart line ${line.id} has lost the ${line.type} it holds`);
};

/** The first day of a membership line, as it was put in the basket. */
const startsOnOf = (line: CartLineRow): string => {
  const startsOn = (line.options as { starts_on?: unknown }).starts_on;
  return typeof startsOn === 'string' ? startsOn : missing(line);
};

/**
 * When the line's session is: a course runs from its first session to the end of its last; a
 * membership's first payment covers its first month.
 */
function timesOf(line: CartLineRow, zone: string): LineTimes {
  switch (line.type) {
    case 'activity_class':
      return line.class ?? missing(line);
    case 'ad_hoc_slot':
      return line.slot ?? missing(line);
    case 'ticket_time':
      return line.time ?? missing(line);
    case 'course': {
      const course = line.course ?? missing(line);
      const time = course.startTime.slice(0, 5);
      const lastStart = instantAt(course.endsOn, time, zone);
      return {
        startsAt: instantAt(course.startsOn, time, zone),
        endsAt: new Date(lastStart.getTime() + course.durationMinutes * 60_000),
        uid: null,
      };
    }
    case 'membership': {
      const startsOn = startsOnOf(line);
      return {
        startsAt: instantAt(startsOn, '00:00', zone),
        endsAt: instantAt(monthAfter(startsOn), '00:00', zone),
        uid: null,
      };
    }
  }
}

function nameOf(line: CartLineRow): string {
  const activity = line.activity?.name ?? '';
  switch (line.type) {
    case 'activity_class':
      return line.class?.name ?? activity;
    case 'ad_hoc_slot':
      return [activity, line.locationName].filter(Boolean).join(' - ');
    case 'ticket_time':
      return [activity, line.ticketType?.name].filter(Boolean).join(' - ');
    case 'course':
      return line.course?.name ?? activity;
    case 'membership':
      return `${line.membershipPlan?.name ?? missing(line)} membership`;
  }
}

/** '£34.99 a month, £20.00 joining fee. 12-month minimum term, starting 24 Nov 2026.' */
function descriptionOf(line: CartLineRow, symbol: string): string | null {
  const plan = line.membershipPlan;
  if (line.type !== 'membership' || !plan) return null;
  const fee =
    plan.joiningFeePence > 0 ? `${formatMoney(plan.joiningFeePence, symbol)} joining fee` : 'no joining fee';
  const term = plan.termMonths > 1 ? `${plan.termMonths}-month minimum term` : 'Rolling monthly';
  return `${formatMoney(plan.pricePence, symbol)} a month, ${fee}. ${term}, starting ${dayLabel(startsOnOf(line))}.`;
}

/**
 * The id the listing showed for the line's row, which is what add was sent: the family serving
 * the session's date decides (the row id in v1, the uid in v2), as the timetable listings do.
 * Courses are listed by their numeric id in every family, and membership plans by theirs.
 */
function listingIdOf(line: CartLineRow, times: LineTimes, client: ClientRow): ItemId {
  const rowId =
    line.classOccurrenceId ??
    line.adHocSlotId ??
    line.ticketTimeId ??
    line.courseId ??
    line.membershipPlanId ??
    missing(line);
  if (line.type === 'course' || line.type === 'membership' || times.uid === null) return rowId;
  const venue = line.venue ?? missing(line);
  const family = apiFamilyFor({
    date: dayOf(times.startsAt, client.timezone),
    venue,
    clientMigrationDate: client.migrationDate,
  });
  return family === 'v1' ? rowId : times.uid;
}

/**
 * The most tickets a ticket line can be raised to now: the places its time has left, its own
 * live places included, in whole tickets, up to one line's limit; never below what it holds.
 */
function maxQuantityOf(line: CartLineRow): number | null {
  if (line.ticketSpacesLeft === null || !line.ticketType) return null;
  const ownPlaces = line.isExpired ? 0 : line.places;
  const byPlaces = Math.floor((Number(line.ticketSpacesLeft) + ownPlaces) / line.ticketType.placesPerTicket);
  return Math.max(line.quantity, Math.min(byPlaces, MAX_TICKETS_PER_LINE));
}

/** A basket line as the bookings app shows it. */
export function toCartItem(line: CartLineRow, client: ClientRow): CartItem {
  const zone = client.timezone;
  const symbol = client.currencySymbol;
  const times = timesOf(line, zone);
  return {
    id: line.id,
    type: line.type,
    listingId: listingIdOf(line, times, client),
    name: nameOf(line),
    description: descriptionOf(line, symbol),
    venueSlug: line.venue?.slug ?? '',
    venueName: line.venue?.name ?? '',
    activitySlug: line.activity?.slug ?? null,
    locationName: line.locationName,
    ticketTypeName: line.ticketType?.name ?? null,
    ticketTypeId: line.ticketTypeId ?? null,
    startsAt: zonedTime(times.startsAt, zone),
    endsAt: zonedTime(times.endsAt, zone),
    quantity: line.quantity,
    maxQuantity: maxQuantityOf(line),
    price: priceOf(line.pricePence, symbol),
    total: priceOf(line.pricePence * line.quantity, symbol),
    pricingOptionId: line.pricingOptionId,
    purchasedForUserId: line.purchasedForUserId,
    attendee: line.attendee,
    sessions: sessionTimesOf(line.courseSessions).map((session) => ({
      id: session.id,
      startsAt: zonedTime(session.startsAt, zone),
      endsAt: zonedTime(session.endsAt, zone),
    })),
    holdExpiresAt: line.holdExpiresAt.toISOString(),
    isExpired: line.isExpired,
    holdExtended: line.holdExtended,
    // Fast tickets are admission tickets: the desk and kiosks print a receipt to show at the door.
    enablePrintReceipt: line.type === 'ticket_time',
    allowance: line.allowance && {
      kind: line.allowance.kind,
      name: line.allowance.name,
      heldThrough: line.allowance.heldThrough,
      sessionsLeft: Math.max(0, Number(line.allowance.sessionsLeft)),
      expiresAt: line.allowance.expiresAt && new Date(line.allowance.expiresAt).toISOString(),
      priceWithout: priceOf(Number(line.allowance.priceWithoutPence), symbol),
    },
    sortBy: times.startsAt.toISOString(),
  };
}
