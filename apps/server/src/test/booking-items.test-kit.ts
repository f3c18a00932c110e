import type { ErrorBody } from '@leisure/contracts';
import type { LightMyRequestResponse } from 'fastify';

/** Request bodies and answers of the booking API tests, as plain values. */

type Listed = { listingId: number | string };

/** The error body of a failed call. */
export const errorOf = (response: LightMyRequestResponse) => response.json() as ErrorBody;

/** How many responses had each status. */
export function statusCounts(responses: LightMyRequestResponse[]) {
  const counts = new Map<number, number>();
  for (const response of responses)
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  return counts;
}

/** Basket items to add, as the bookings app sends them. */
export const classItem = (row: Listed) => ({ id: row.listingId, type: 'activity_class' });
export const slotItem = (row: Listed) => ({ id: row.listingId, type: 'ad_hoc_slot' });

/** A course row as the tests know it: its id, first day and age range. */
type CourseRef = { id: number; startsOn: string; minAge: number | null; maxAge: number | null };

/** A date of birth that makes someone `age` on `day` (their birthday is 1 January). */
export const bornAged = (age: number, day: string) => `${Number(day.slice(0, 4)) - age}-01-01`;

/** A course with a new attendee of an age the course takes (its youngest, or 30 when it has none). */
export const courseItem = (row: CourseRef) => {
  const age = row.minAge ?? Math.min(30, row.maxAge ?? 30);
  return {
    id: row.id,
    type: 'course',
    attendee: { first_name: 'Robin', last_name: 'Example', date_of_birth: bornAged(age, row.startsOn) },
  };
};

/** A course with no attendee named (checkout refuses it until one is). */
export const courseItemForNoOne = (row: { id: number }) => ({ id: row.id, type: 'course' });
export const ticketItem = (row: Listed & { ticketTypeId: number }, quantity = 1) => ({
  id: row.listingId,
  type: 'ticket_time',
  options: { quantity, ticket_type_id: row.ticketTypeId },
});

/** One waiver signature for a saved attendee, as the /attendees page sends it. */
export const signedBy = (cartItemId: number, attendeeId: number, signedName = 'Pat Example') => ({
  cart_item_id: cartItemId,
  attendee_id: attendeeId,
  signed_name: signedName,
  accepted: true,
});

/** One waiver signature for a new attendee. */
export const newAttendeeSigns = (
  cartItemId: number,
  attendee: { first_name: string; last_name: string; date_of_birth?: string; email?: string },
) => ({
  cart_item_id: cartItemId,
  attendee,
  signed_name: `${attendee.first_name} ${attendee.last_name}`,
  accepted: true,
});
