import { sql } from 'drizzle-orm';
import { adHocSlots, cartItems, classOccurrences, courses, ticketTimes } from '../../db/schema/index.ts';

/**
 * How a basket line meets what it books (a class, a slot, a ticket time or a course), always
 * inside the line's own client: the tenant join every query of basket lines makes, written once.
 * Each is an `on` condition, for drizzle's `leftJoin(table, on)` as for a raw `left join … on`.
 */
export const lineBookableJoins = {
  classOccurrence: sql`${classOccurrences.clientId} = ${cartItems.clientId} and ${classOccurrences.id} = ${cartItems.classOccurrenceId}`,
  adHocSlot: sql`${adHocSlots.clientId} = ${cartItems.clientId} and ${adHocSlots.id} = ${cartItems.adHocSlotId}`,
  ticketTime: sql`${ticketTimes.clientId} = ${cartItems.clientId} and ${ticketTimes.id} = ${cartItems.ticketTimeId}`,
  course: sql`${courses.clientId} = ${cartItems.clientId} and ${courses.id} = ${cartItems.courseId}`,
};
