import type { ItemId } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  adHocSlots,
  cartItems,
  carts,
  classOccurrences,
  clients,
  ticketTimes,
} from '../../db/schema/index.ts';
import { lineBookableJoins } from './line-bookables.ts';

/** The ids (row id and uid, as listings show them) of what the viewer's basket holds live, by kind. */
export interface HeldTargets {
  classes: Set<ItemId>;
  slots: Set<ItemId>;
  ticketTimes: Set<ItemId>;
  courses: Set<ItemId>;
}

export const isEmpty = (held: HeldTargets) =>
  held.classes.size + held.slots.size + held.ticketTimes.size + held.courses.size === 0;

/** Whose basket: a customer of a known client, or a visitor's guest key at the host's client. */
export type BasketViewer =
  | { clientId: number; userId: number }
  | { clientSlug: string; guestKeyHash: string };

interface HeldRow {
  class_id: number | null;
  class_uid: string | null;
  slot_id: number | null;
  slot_uid: string | null;
  time_id: number | null;
  time_uid: string | null;
  course_id: number | null;
}

/**
 * One query: the targets of the live held lines of the viewer's open basket. Listings mark
 * these CANCEL_RESERVATION for this viewer only, after their shared cached payload.
 */
export async function liveHeldTargetsOf(db: Db, viewer: BasketViewer): Promise<HeldTargets> {
  const owner =
    'userId' in viewer
      ? sql`${carts.clientId} = ${viewer.clientId} and ${carts.userId} = ${viewer.userId}`
      : sql`${carts.clientId} = (select ${clients.id} from ${clients} where ${clients.slug} = ${viewer.clientSlug})
          and ${carts.guestKeyHash} = ${viewer.guestKeyHash}`;
  const rows = await rowsOf<HeldRow>(
    db,
    sql`select ${cartItems.classOccurrenceId} as class_id, ${classOccurrences.uid} as class_uid,
        ${cartItems.adHocSlotId} as slot_id, ${adHocSlots.uid} as slot_uid,
        ${cartItems.ticketTimeId} as time_id, ${ticketTimes.uid} as time_uid, ${cartItems.courseId} as course_id
      from ${cartItems}
      join ${carts} on ${carts.clientId} = ${cartItems.clientId} and ${carts.id} = ${cartItems.cartId}
      left join ${classOccurrences} on ${lineBookableJoins.classOccurrence}
      left join ${adHocSlots} on ${lineBookableJoins.adHocSlot}
      left join ${ticketTimes} on ${lineBookableJoins.ticketTime}
      where ${owner} and ${carts.status} = 'open'
        and ${cartItems.status} = 'held' and ${cartItems.holdExpiresAt} > now()`,
  );
  const held: HeldTargets = {
    classes: new Set(),
    slots: new Set(),
    ticketTimes: new Set(),
    courses: new Set(),
  };
  const add = (set: Set<ItemId>, ...ids: (ItemId | null)[]) => {
    for (const id of ids) if (id !== null) set.add(id);
  };
  for (const row of rows) {
    add(held.classes, row.class_id, row.class_uid);
    add(held.slots, row.slot_id, row.slot_uid);
    add(held.ticketTimes, row.time_id, row.time_uid);
    add(held.courses, row.course_id);
  }
  return held;
}
