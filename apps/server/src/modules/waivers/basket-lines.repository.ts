import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  attendees,
  attendeeWaivers,
  cartItems,
  carts,
  classOccurrences,
  courses,
  ticketTimes,
} from '../../db/schema/index.ts';
import { lineBookableJoins } from '../cart/line-bookables.ts';

/** The activity of a basket line, whatever it books. */
const lineActivityId = sql`coalesce(${classOccurrences.activityId}, ${adHocSlots.activityId}, ${ticketTimes.activityId}, ${courses.activityId})`;

/** The exact waiver text; a blank one asks for nothing. */
const waiverTextOf = sql<
  string | null
>`case when btrim(${activities.waiverText}) = '' then null else ${activities.waiverText} end`;

/** How many attendees a line is for: a ticket line's tickets, one for anything else. */
export const attendeesOfLine = (line: { type: string; quantity: number }) =>
  line.type === 'ticket_time' ? line.quantity : 1;

/**
 * The lines still in a basket (`held`), with what waivers and questions need: whether the hold
 * is live, the activity and its waiver text, the course, and the occurrence's public uid.
 */
export async function basketLines(db: Db, clientId: number, cartId: number) {
  return db
    .select({
      id: cartItems.id,
      type: cartItems.type,
      quantity: cartItems.quantity,
      isLive: sql<boolean>`${cartItems.holdExpiresAt} > now()`,
      activityId: sql<number>`${lineActivityId}`.mapWith(Number),
      waiverText: waiverTextOf,
      courseId: cartItems.courseId,
      occurrenceUid: sql<
        string | null
      >`coalesce(${classOccurrences.uid}, ${adHocSlots.uid}, ${ticketTimes.uid})`,
    })
    .from(cartItems)
    .leftJoin(classOccurrences, lineBookableJoins.classOccurrence)
    .leftJoin(adHocSlots, lineBookableJoins.adHocSlot)
    .leftJoin(ticketTimes, lineBookableJoins.ticketTime)
    .leftJoin(courses, lineBookableJoins.course)
    .innerJoin(
      activities,
      and(eq(activities.clientId, cartItems.clientId), sql`${activities.id} = ${lineActivityId}`),
    )
    .where(and(eq(cartItems.clientId, clientId), eq(cartItems.cartId, cartId), eq(cartItems.status, 'held')))
    .orderBy(asc(cartItems.id));
}

export type BasketLine = Awaited<ReturnType<typeof basketLines>>[number];

/** The open basket of a customer, if they have one (nothing is created). */
export async function openCartIdOf(db: Db, clientId: number, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.clientId, clientId), eq(carts.userId, userId), eq(carts.status, 'open')))
    .limit(1);
  return row?.id;
}

/** Who has signed each of the lines, by line id. */
export async function signersOf(db: Db, clientId: number, lineIds: readonly number[]) {
  if (lineIds.length === 0)
    return new Map<number, { attendeeId: number; firstName: string; lastName: string }[]>();
  const rows = await db
    .select({
      cartItemId: attendeeWaivers.cartItemId,
      attendeeId: attendees.id,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
    })
    .from(attendeeWaivers)
    .innerJoin(
      attendees,
      and(eq(attendees.clientId, attendeeWaivers.clientId), eq(attendees.id, attendeeWaivers.attendeeId)),
    )
    .where(and(eq(attendeeWaivers.clientId, clientId), inArray(attendeeWaivers.cartItemId, [...lineIds])))
    .orderBy(asc(attendeeWaivers.signedAt), asc(attendeeWaivers.id));
  const byLine = new Map<number, { attendeeId: number; firstName: string; lastName: string }[]>();
  for (const { cartItemId, ...signer } of rows)
    byLine.set(cartItemId, [...(byLine.get(cartItemId) ?? []), signer]);
  return byLine;
}

/**
 * How many waivers are still unsigned across the live lines of a basket: for each line whose
 * activity has a waiver, its attendees (tickets for a ticket line, else 1) less those who signed.
 * The basket shows it as `attendeeWaiversRequired`; checkout takes no payment while it is above 0.
 * A scalar subquery, so the basket's description reads it in the same statement as its money.
 */
/** A number, or a placeholder of a prepared statement. */
type SQLValue = number | Placeholder;

export const waiversRequiredOf = (clientId: SQLValue, cartId: SQLValue) => sql<number | string | null>`(
  select coalesce(sum(greatest(
      (case when ci.type = 'ticket_time' then ci.quantity else 1 end)
        - (select count(*) from ${attendeeWaivers} w where w.client_id = ci.client_id and w.cart_item_id = ci.id),
      0)), 0)
    from ${cartItems} ci
    left join ${classOccurrences} co on co.client_id = ci.client_id and co.id = ci.class_occurrence_id
    left join ${adHocSlots} s on s.client_id = ci.client_id and s.id = ci.ad_hoc_slot_id
    left join ${ticketTimes} t on t.client_id = ci.client_id and t.id = ci.ticket_time_id
    left join ${courses} c on c.client_id = ci.client_id and c.id = ci.course_id
    join ${activities} a on a.client_id = ci.client_id
      and a.id = coalesce(co.activity_id, s.activity_id, t.activity_id, c.activity_id)
    where ci.client_id = ${clientId} and ci.cart_id = ${cartId}
      and ci.status = 'held' and ci.hold_expires_at > now()
      and nullif(btrim(a.waiver_text), '') is not null)`;

/** `waiversRequiredOf` on its own. */
export async function waiversRequired(db: Db, clientId: number, cartId: number): Promise<number> {
  const [row] = await rowsOf<{ required: number | string | null }>(
    db,
    sql`select ${waiversRequiredOf(clientId, cartId)} as required`,
  );
  return Number(row?.required ?? 0);
}
