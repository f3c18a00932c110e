import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import type { CartRow } from './cart.repository.ts';
import type { CartOwner } from './cart-owner.ts';
import type { HoldLine } from './holds.repository.ts';

// A single-line add held in ONE round trip: the database function `leisure_hold_place`
// (migration hold_in_one_call) finds or makes the basket, marks it changed, takes the place under
// its advisory lock with the same conditional insert as holds.repository.ts, and commits. Called
// outside any transaction, it is its own: the lock is held for that one call only, and the basket
// is described after it, outside the lock (issue 27).

/** What one line needs held: its kind's target and the line's own values. */
export interface OneCallHold {
  kind: 'activity_class' | 'ticket_time' | 'course' | 'ad_hoc_slot';
  targetId: number;
  line: Omit<HoldLine, 'cartId'>;
  ticketTypeId?: number;
  quantity?: number;
  places?: number;
  attendeeId?: number | null;
}

export interface HeldInOneCall {
  cart: CartRow;
  lineId: number;
  /** The attendee holds a membership or a package: the allowances are worth asking for. */
  mayTakeAllowance: boolean;
}

const p = (name: string) => sql.placeholder(name);

/** Built and prepared once per database handle, so PostgreSQL plans it once per connection. */
const holdPlaceQuery = preparedPerHandle((db: Database) =>
  db
    .select({
      cartId: sql<number>`held_cart_id`,
      uuid: sql<string>`held_cart_uuid`,
      createdAt: sql<Date | string>`held_cart_created_at`,
      updatedAt: sql<Date | string>`held_cart_updated_at`,
      lineId: sql<number>`held_line_id`,
      mayTakeAllowance: sql<boolean>`held_may_take_allowance`,
    })
    .from(
      sql`leisure_hold_place(${p('kind')}::text, ${p('clientId')}::int, ${p('userId')}::int,
        ${p('guestKeyHash')}::text, ${p('targetId')}::int, ${p('ticketTypeId')}::int, ${p('quantity')}::int,
        ${p('places')}::int, ${p('pricePence')}::int, ${p('pricingOptionId')}::int,
        ${p('purchasedForUserId')}::int, ${p('attendeeId')}::int, ${p('options')}::jsonb,
        ${p('holdMinutes')}::int)`,
    )
    .prepare('leisure_hold_place'),
);

/** The SQLSTATE `leisure_hold_place` raises when the place has gone. */
const PLACE_UNAVAILABLE = 'LH409';

function isPlaceUnavailable(error: unknown): boolean {
  // drizzle may wrap the driver's error: look at its cause too.
  for (let at: unknown = error, depth = 0; at && depth < 3; depth++) {
    if ((at as { code?: unknown }).code === PLACE_UNAVAILABLE) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Holds one line for `owner` in one call. Answers the basket and the new line, or undefined when
 * the place has gone (nothing written: a basket the call made is rolled back with it).
 */
export async function holdInOneCall(
  db: Database,
  owner: CartOwner,
  hold: OneCallHold,
): Promise<HeldInOneCall | undefined> {
  const guestKeyHash = owner.userId === null ? (owner.guest?.hash ?? null) : null;
  if (owner.userId === null && guestKeyHash === null) throw new Error('a visitor add needs a guest key');
  let rows: Awaited<ReturnType<ReturnType<typeof holdPlaceQuery>['execute']>>;
  try {
    rows = await holdPlaceQuery(db).execute({
      kind: hold.kind,
      clientId: owner.client.id,
      userId: owner.userId,
      guestKeyHash,
      targetId: hold.targetId,
      ticketTypeId: hold.ticketTypeId ?? null,
      quantity: hold.quantity ?? 1,
      places: hold.places ?? 1,
      pricePence: hold.line.pricePence,
      pricingOptionId: hold.line.pricingOptionId,
      purchasedForUserId: hold.line.purchasedForUserId,
      attendeeId: hold.attendeeId ?? null,
      options: JSON.stringify(hold.line.options),
      holdMinutes: hold.line.holdMinutes,
    });
  } catch (error) {
    if (isPlaceUnavailable(error)) return undefined;
    throw error;
  }
  const [row] = rows;
  if (!row) throw new Error('leisure_hold_place answered no row');
  return {
    cart: {
      clientId: owner.client.id,
      id: row.cartId,
      uuid: row.uuid,
      userId: owner.userId,
      guestKeyHash,
      status: 'open',
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    },
    lineId: row.lineId,
    mayTakeAllowance: row.mayTakeAllowance,
  };
}
