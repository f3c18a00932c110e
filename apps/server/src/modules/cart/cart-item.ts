import type { CartItem, ItemId } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { apiFamilyFor } from '../timetable/api-family.ts';
import { dayOf, instantAt, zonedTime } from '../timetable/calendar.ts';
import type { CartLineRow } from './cart.repository.ts';

interface LineTimes {
  startsAt: Date;
  endsAt: Date;
  /** The public uid of the booked row (v2 listings show it); courses have none. */
  uid: string | null;
}

const missing = (line: CartLineRow): never => {
  throw new Error(`cart line ${line.id} has lost the ${line.type} it holds`);
};

/** When the line's session is: a course runs from its first session to the end of its last. */
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
  }
}

/**
 * The id the listing showed for the line's row, which is what add was sent: the family serving
 * the session's date decides (the row id in v1, the uid in v2), as the timetable listings do.
 * Courses are listed by their numeric id in every family.
 */
function listingIdOf(line: CartLineRow, times: LineTimes, client: ClientRow): ItemId {
  const rowId =
    line.classOccurrenceId ?? line.adHocSlotId ?? line.ticketTimeId ?? line.courseId ?? missing(line);
  if (line.type === 'course' || times.uid === null) return rowId;
  const venue = line.venue ?? missing(line);
  const family = apiFamilyFor({
    date: dayOf(times.startsAt, client.timezone),
    venue,
    clientMigrationDate: client.migrationDate,
  });
  return family === 'v1' ? rowId : times.uid;
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
    venueSlug: line.venue?.slug ?? '',
    venueName: line.venue?.name ?? '',
    activitySlug: line.activity?.slug ?? null,
    locationName: line.locationName,
    ticketTypeName: line.ticketType?.name ?? null,
    startsAt: zonedTime(times.startsAt, zone),
    endsAt: zonedTime(times.endsAt, zone),
    quantity: line.quantity,
    price: priceOf(line.pricePence, symbol),
    total: priceOf(line.pricePence * line.quantity, symbol),
    pricingOptionId: line.pricingOptionId,
    purchasedForUserId: line.purchasedForUserId,
    holdExpiresAt: line.holdExpiresAt.toISOString(),
    isExpired: line.isExpired,
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
