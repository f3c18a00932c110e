import { eq } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  adHocSlots,
  classOccurrenceInstructors,
  classOccurrences,
  classOccurrenceTags,
  slotBookings,
  ticketTimes,
  ticketTypes,
} from '../schema/index.ts';
import { insertMany } from './bulk-insert.ts';
import { createRandom, type Random } from './prng.ts';
import { type ClientRefs, lookup } from './refs.ts';
import { openWindow, runsOn, type ScheduleDay, slugOf, timetableDays } from './schedule.ts';
import { seedCourses } from './seed-courses.ts';
import type { ClassSeed, ClientSeed, VenueSeed } from './types.ts';
import { addDaysToDay, instantAt, minutesOfTime, startTimes } from './zoned-time.ts';

/** Classes, court and lane slots, ticketed sessions and courses for the next 14 days. */
export async function seedTimetable(tx: Transaction, seed: ClientSeed, refs: ClientRefs): Promise<void> {
  const random = createRandom(`timetable:${refs.slug}:${refs.today}`);
  const days = timetableDays(refs.today, refs.zone);
  const venuesBySlug = new Map(seed.venues.map((venue) => [venue.slug, venue]));
  await insertClasses(tx, seed, { refs, days, random });
  await insertAdHocSlots(tx, seed, { refs, days, venuesBySlug, random });
  await insertTickets(tx, seed, { refs, days, venuesBySlug, random });
  await seedCourses(tx, seed.courses, refs);
}

interface Generation {
  refs: ClientRefs;
  days: ScheduleDay[];
  random: Random;
}

/** Mostly part-booked, some nearly or completely full. */
function bookedPlaces(random: Random, capacity: number): number {
  const roll = random.next();
  if (roll < 0.06) return capacity;
  if (roll < 0.18) return Math.max(0, capacity - random.between(1, 2));
  return random.between(0, Math.floor(capacity * 0.6));
}

function locationId(refs: ClientRefs, venueId: number, name: string): number {
  const location = refs.locations.find(
    (candidate) => candidate.venueId === venueId && candidate.name === name,
  );
  if (!location) throw new Error(`Seed data names an unknown location: ${name}`);
  return location.id;
}

/** Each venue runs a class at the weekly times most of the time, with one of its instructors. */
async function insertClasses(tx: Transaction, seed: ClientSeed, generation: Generation) {
  const { refs, days, random } = generation;
  const activityNames = new Map(seed.activities.map((activity) => [activity.slug, activity.name]));
  const rows: (typeof classOccurrences.$inferInsert)[] = [];
  const links = new Map<string, { instructorId: number; tagIds: number[] }>();
  seed.classes.forEach((template: ClassSeed, templateIndex) => {
    template.venues.forEach((venueSlug, venueIndex) => {
      const runsHere = createRandom(`${refs.slug}:${template.activity}:${template.time}:${venueSlug}`).chance(
        0.85,
      );
      if (!runsHere) return;
      const venueId = lookup(refs.venueIds, venueSlug, 'venue');
      const instructorName = template.instructors[(templateIndex + venueIndex) % template.instructors.length];
      const instructorId = lookup(refs.instructorIds, instructorName ?? '', 'instructor');
      const tagIds = (template.tags ?? []).map((tag) => lookup(refs.tagIds, tag, 'tag'));
      for (const { day, weekday, compact } of days) {
        if (!runsOn(template.days, weekday)) continue;
        const uid = `${template.activity}-${venueSlug}-${compact}-${template.time.replace(':', '')}`;
        const startsAt = instantAt(day, template.time, refs.zone);
        const isCancelled = random.chance(0.03);
        rows.push({
          clientId: refs.clientId,
          uid,
          activityId: lookup(refs.activityIds, template.activity, 'activity'),
          venueId,
          locationId: locationId(refs, venueId, template.location),
          name: template.name ?? lookup(activityNames, template.activity, 'activity'),
          description: template.description,
          startsAt,
          endsAt: new Date(startsAt.getTime() + template.minutes * 60_000),
          capacity: template.capacity,
          bookedCount: isCancelled ? 0 : bookedPlaces(random, template.capacity),
          pricePence: template.pricePence,
          status: isCancelled ? 'cancelled' : 'scheduled',
          firstBookableAt: instantAt(addDaysToDay(day, -7, refs.zone), '07:00', refs.zone),
        });
        links.set(uid, { instructorId, tagIds });
      }
    });
  });
  await insertMany(tx, classOccurrences, rows);
  const inserted = await tx
    .select({ id: classOccurrences.id, uid: classOccurrences.uid })
    .from(classOccurrences)
    .where(eq(classOccurrences.clientId, refs.clientId));
  const instructorLinks: (typeof classOccurrenceInstructors.$inferInsert)[] = [];
  const tagLinks: (typeof classOccurrenceTags.$inferInsert)[] = [];
  for (const { id, uid } of inserted) {
    const link = links.get(uid);
    if (!link) continue;
    instructorLinks.push({ clientId: refs.clientId, occurrenceId: id, instructorId: link.instructorId });
    for (const tagId of link.tagIds) tagLinks.push({ clientId: refs.clientId, occurrenceId: id, tagId });
  }
  await insertMany(tx, classOccurrenceInstructors, instructorLinks);
  await insertMany(tx, classOccurrenceTags, tagLinks);
}

interface VenueGeneration extends Generation {
  venuesBySlug: Map<string, VenueSeed>;
}

const PEAK = { from: minutesOfTime('17:00'), until: minutesOfTime('21:00') };

/** One slot per location of the activity's kind, for every period the venue is open. */
async function insertAdHocSlots(tx: Transaction, seed: ClientSeed, generation: VenueGeneration) {
  const { refs, days, venuesBySlug, random } = generation;
  const rows: (typeof adHocSlots.$inferInsert)[] = [];
  for (const template of seed.adHoc) {
    const activityId = lookup(refs.activityIds, template.activity, 'activity');
    for (const venueSlug of template.venues) {
      const venue = lookup(venuesBySlug, venueSlug, 'venue');
      const venueId = lookup(refs.venueIds, venueSlug, 'venue');
      const courts = refs.locations.filter((l) => l.venueId === venueId && l.kind === template.locationKind);
      if (courts.length === 0)
        throw new Error(`${venueSlug} has no ${template.locationKind} for ${template.activity}`);
      for (const { day, weekday, compact } of days) {
        const window = openWindow(venue.hours, weekday, template);
        const times = startTimes({ ...window, every: template.slotMinutes, length: template.slotMinutes });
        for (const court of courts) {
          for (const time of times) {
            const minutes = minutesOfTime(time);
            const isPeak = weekday <= 5 && minutes >= PEAK.from && minutes < PEAK.until;
            const startsAt = instantAt(day, time, refs.zone);
            rows.push({
              clientId: refs.clientId,
              uid: `${template.activity}-${venueSlug}-${slugOf(court.name)}-${compact}-${time.replace(':', '')}`,
              activityId,
              venueId,
              locationId: court.id,
              startsAt,
              endsAt: new Date(startsAt.getTime() + template.slotMinutes * 60_000),
              pricePence: isPeak ? (template.peakPricePence ?? template.pricePence) : template.pricePence,
              // Now and then a court is taken out for maintenance or a league match.
              status: random.chance(0.01) ? 'cancelled' : 'scheduled',
            });
          }
        }
      }
    }
  }
  await insertMany(tx, adHocSlots, rows);
  await insertSlotBookings(tx, refs, random);
}

/** Some courts and lanes are already booked: about a third of them. */
async function insertSlotBookings(tx: Transaction, refs: ClientRefs, random: Random) {
  const slots = await tx
    .select({ id: adHocSlots.id, status: adHocSlots.status })
    .from(adHocSlots)
    .where(eq(adHocSlots.clientId, refs.clientId))
    .orderBy(adHocSlots.id);
  const bookings = slots
    .filter((slot) => slot.status === 'scheduled' && random.chance(0.35))
    .map((slot) => ({ clientId: refs.clientId, slotId: slot.id, status: 'confirmed' as const }));
  await insertMany(tx, slotBookings, bookings);
}

/** Ticket types per activity and venue, and a session every `every` minutes while open. */
async function insertTickets(tx: Transaction, seed: ClientSeed, generation: VenueGeneration) {
  const { refs, days, venuesBySlug, random } = generation;
  const types: (typeof ticketTypes.$inferInsert)[] = [];
  const times: (typeof ticketTimes.$inferInsert)[] = [];
  for (const template of seed.tickets) {
    const activityId = lookup(refs.activityIds, template.activity, 'activity');
    for (const venueSlug of template.venues) {
      const venue = lookup(venuesBySlug, venueSlug, 'venue');
      const venueId = lookup(refs.venueIds, venueSlug, 'venue');
      template.types.forEach((type, index) => {
        types.push({ ...type, clientId: refs.clientId, activityId, venueId, sortOrder: index + 1 });
      });
      for (const { day, weekday, compact } of days) {
        const window = openWindow(venue.hours, weekday, template);
        for (const time of startTimes({
          ...window,
          every: template.every,
          length: template.sessionMinutes,
        })) {
          const startsAt = instantAt(day, time, refs.zone);
          times.push({
            clientId: refs.clientId,
            uid: `${template.activity}-${venueSlug}-${compact}-${time.replace(':', '')}`,
            activityId,
            venueId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + template.sessionMinutes * 60_000),
            capacity: template.capacity,
            bookedCount: bookedPlaces(random, template.capacity),
          });
        }
      }
    }
  }
  await insertMany(tx, ticketTypes, types);
  await insertMany(tx, ticketTimes, times);
}
