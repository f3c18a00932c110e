import type {
  ActivityClass,
  ActivityDate,
  ApiFamily,
  ClassDetail,
  Slot,
  SlotList,
  TicketType,
  TimeSlot,
  TimesResponse,
  Timetable,
} from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import { listActivityLocations } from '../activities/activities.repository.ts';
import { accessibilityAt } from '../activities/activities.service.ts';
import { discountedPence, type PlanDiscount } from '../pricing/membership-discount.ts';
import { listPlanDiscounts } from '../pricing/pricing.repository.ts';
import { bookingOpensAt, decideAction } from './action-to-show.ts';
import { assertApiFamily } from './api-family.ts';
import { dayLabels, dayOf, dayRange, zonedDateTime, zonedTime } from './calendar.ts';
import { spacesAvailable } from './capacity.ts';
import * as repository from './timetable.repository.ts';
import { dayScope, type TimetableContext } from './timetable-context.ts';
import { viewableDays } from './viewable-window.ts';

type Discount = PlanDiscount;

/** What describing a class needs: who asks, when, and at which venue. */
type ClassContext = Pick<TimetableContext, 'client' | 'venue' | 'now' | 'viewer'>;

const publicId = (row: { id: number; uid: string }, family: ApiFamily) =>
  family === 'v1' ? row.id : row.uid;

const QUIET_TAG = 'quiet-session';

function toActivityClass(
  row: repository.ClassRow,
  context: ClassContext & { family: ApiFamily; discounts: Discount[]; quietTagIds: number[] },
): ActivityClass {
  const { client, venue, now, viewer, family } = context;
  const zone = client.timezone;
  const symbol = client.currencySymbol;
  const spaces = spacesAvailable({ capacity: row.capacity, booked: row.bookedCount, held: row.heldCount });
  const accessibility = accessibilityAt(venue.accessibility, [
    ...row.activityAccessibility,
    ...(row.tagIds.some((id) => context.quietTagIds.includes(id)) ? (['quiet_session'] as const) : []),
  ]);
  const memberOptions = context.discounts
    .filter((discount) => discount.activityId === row.activityId)
    .map((discount) => ({
      id: discount.planId,
      name: `${discount.planName} members`,
      price: priceOf(discountedPence(row.pricePence, discount.percentOff), symbol),
    }));
  return {
    id: publicId(row, family),
    objectType: 'activity_class',
    name: row.name,
    description: row.description,
    activitySlug: row.activitySlug,
    venueSlug: venue.slug,
    location: row.locationId === null ? null : { id: row.locationId, name: row.locationName ?? '' },
    startsAt: zonedTime(row.startsAt, zone),
    endsAt: zonedTime(row.endsAt, zone),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    instructors: row.instructorIds,
    tags: row.tagIds,
    capacity: row.capacity,
    spacesAvailable: spaces,
    price: priceOf(row.pricePence, symbol),
    pricingOptions: [{ id: 0, name: 'Standard', price: priceOf(row.pricePence, symbol) }, ...memberOptions],
    accessibility,
    actionToShow: decideAction({
      item: {
        isCancelled: row.status === 'cancelled',
        startsAt: row.startsAt,
        firstBookableAt: row.firstBookableAt,
        isMembersOnly: row.isMembersOnly,
        spacesAvailable: spaces,
      },
      now,
      viewer,
    }),
  };
}

/** The classes, and the instructors and tags they reference, for rows of one family. */
async function describeClasses(
  db: Database,
  context: ClassContext,
  rows: repository.ClassRow[],
  family: ApiFamily,
) {
  const clientId = context.client.id;
  const instructorIds = [...new Set(rows.flatMap((row) => row.instructorIds))];
  const tagIds = [...new Set(rows.flatMap((row) => row.tagIds))];
  const activityIds = [...new Set(rows.map((row) => row.activityId))];
  const [instructors, tags, discounts] = await Promise.all([
    repository.findInstructors(db, clientId, instructorIds),
    repository.findTags(db, clientId, tagIds),
    listPlanDiscounts(db, { clientId, venueId: context.venue.id, activityIds }),
  ]);
  const quietTagIds = tags.filter((tag) => tag.slug === QUIET_TAG).map((tag) => tag.id);
  const classes = rows.map((row) => toActivityClass(row, { ...context, family, discounts, quietTagIds }));
  return { classes, instructors, tags };
}

export async function classTimetable(
  db: Database,
  context: TimetableContext,
  date: string,
  family: ApiFamily,
): Promise<Timetable> {
  const rows = await repository.listClasses(db, dayScope(context, date, family));
  return { date, family, ...(await describeClasses(db, context, rows, family)) };
}

/** One class; a numeric id asks v1, a uid asks v2, and the class's date must be served by that family. */
export async function classDetail(
  db: Database,
  context: Omit<ClassContext, 'venue'>,
  id: string,
  findVenue: (venueId: number) => Promise<TimetableContext['venue'] | undefined>,
): Promise<ClassDetail | undefined> {
  const family: ApiFamily = /^\d{1,9}$/.test(id) ? 'v1' : 'v2';
  const row = await repository.findClass(
    db,
    context.client.id,
    family === 'v1' ? { id: Number(id) } : { uid: id },
  );
  const venue = row && (await findVenue(row.venueId));
  if (!row || !venue) return undefined;
  const date = dayOf(row.startsAt, context.client.timezone);
  assertApiFamily(family, { date, venue, clientMigrationDate: context.client.migrationDate });
  const described = await describeClasses(db, { ...context, venue }, [row], family);
  const [only] = described.classes;
  if (!only) return undefined;
  return { family, class: only, instructors: described.instructors, tags: described.tags };
}

/** What the viewer may do with a slot or a ticket time, which opens for booking by the usual rule. */
function sessionAction(
  row: { status: string; startsAt: Date; isMembersOnly: boolean },
  spaces: number,
  context: TimetableContext,
) {
  return decideAction({
    item: {
      isCancelled: row.status === 'cancelled',
      startsAt: row.startsAt,
      firstBookableAt: bookingOpensAt(row.startsAt, context.client.timezone),
      isMembersOnly: row.isMembersOnly,
      spacesAvailable: spaces,
    },
    now: context.now,
    viewer: context.viewer,
  });
}

function slotOf(row: repository.SlotRow, context: TimetableContext, family: ApiFamily): Slot {
  const zone = context.client.timezone;
  const spaces = row.isTaken || row.status === 'cancelled' ? 0 : 1;
  return {
    id: publicId(row, family),
    objectType: 'ad_hoc_slot',
    activitySlug: row.activitySlug,
    location: row.location,
    price: priceOf(row.pricePence, context.client.currencySymbol),
    startsAt: zonedTime(row.startsAt, zone),
    endsAt: zonedTime(row.endsAt, zone),
    capacity: 1,
    spacesAvailable: spaces,
    actionToShow: sessionAction(row, spaces, context),
  };
}

export async function slotList(
  db: Database,
  context: TimetableContext,
  query: { date: string; locationId?: number },
  family: ApiFamily,
): Promise<SlotList> {
  const scope = dayScope(context, query.date, family);
  const [rows, locations] = await Promise.all([
    repository.listSlots(db, scope, query.locationId),
    listActivityLocations(db, context.client.id, context.venue.id, context.activityIds),
  ]);
  const unique = [
    ...new Map(locations.map(({ activityId: _a, ...location }) => [location.id, location])).values(),
  ];
  return {
    date: query.date,
    family,
    locations: unique,
    slots: rows.map((row) => slotOf(row, context, family)),
  };
}

function timeSlotOf(row: repository.TicketTimeRow, context: TimetableContext, family: ApiFamily): TimeSlot {
  const zone = context.client.timezone;
  const spaces =
    row.status === 'cancelled'
      ? 0
      : spacesAvailable({ capacity: row.capacity, booked: row.bookedCount, held: row.heldCount });
  return {
    compositeKey: `${row.activityId}:${row.startsAt.toISOString()}`,
    id: publicId(row, family),
    objectType: 'ticket_time',
    startsAt: zonedTime(row.startsAt, zone),
    endsAt: zonedTime(row.endsAt, zone),
    capacity: row.capacity,
    spacesAvailable: spaces,
    actionToShow: sessionAction(row, spaces, context),
    times: [{ timestamp: zonedDateTime(row.startsAt, zone) }],
  };
}

export async function timesResponse(
  db: Database,
  context: TimetableContext,
  date: string,
  family: ApiFamily,
): Promise<TimesResponse> {
  const rows = await repository.listTicketTimes(db, dayScope(context, date, family));
  return { date, family, timeSlots: rows.map((row) => timeSlotOf(row, context, family)) };
}

/**
 * Ticket types of the activity at the venue. With a ticket time, each carries how many of it
 * that time can still take (its places left over the places one ticket takes).
 */
export async function ticketTypeList(
  db: Database,
  context: TimetableContext,
  timeId: string | undefined,
): Promise<TicketType[] | undefined> {
  const scope = { clientId: context.client.id, venueId: context.venue.id, activityId: context.activity.id };
  let spaces: number | null = null;
  if (timeId !== undefined) {
    const family: ApiFamily = /^\d{1,9}$/.test(timeId) ? 'v1' : 'v2';
    const time = await repository.findTicketTime(
      db,
      scope,
      family === 'v1' ? { id: Number(timeId) } : { uid: timeId },
    );
    if (!time) return undefined;
    const date = dayOf(time.startsAt, context.client.timezone);
    assertApiFamily(family, {
      date,
      venue: context.venue,
      clientMigrationDate: context.client.migrationDate,
    });
    spaces =
      time.status === 'cancelled'
        ? 0
        : spacesAvailable({ capacity: time.capacity, booked: time.bookedCount, held: time.heldCount });
  }
  const rows = await repository.listTicketTypes(db, scope);
  return rows.map((row) => ({
    id: row.id,
    objectType: 'ticket_type',
    name: row.name,
    price: priceOf(row.pricePence, context.client.currencySymbol),
    placesPerTicket: row.placesPerTicket,
    sortOrder: row.sortOrder,
    spacesAvailable: spaces === null ? null : Math.floor(spaces / row.placesPerTicket),
  }));
}

/**
 * The viewable days, each saying whether the category has anything scheduled on it that has not
 * started yet: after the last session of the day, today has none (what has started is closed
 * for booking), so the page can offer the next day that has.
 */
export async function activityDates(db: Database, context: TimetableContext): Promise<ActivityDate[]> {
  const zone = context.client.timezone;
  const days = viewableDays(context.now, zone);
  const first = days[0] ?? dayOf(context.now, zone);
  const last = days.at(-1) ?? first;
  const withSessions = await repository.listDaysWithSessions(
    db,
    {
      clientId: context.client.id,
      venueId: context.venue.id,
      activityIds: context.activityIds,
      from: context.now,
      to: dayRange(last, zone).to,
    },
    zone,
  );
  return days.map((raw) => {
    const { weekday, label } = dayLabels(raw, zone);
    return {
      raw,
      weekday: weekday as ActivityDate['weekday'],
      label,
      isToday: raw === first,
      hasSessions: withSessions.has(raw),
    };
  });
}
