import type { Cart } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, slotBookings } from '../../db/schema/index.ts';
import {
  classItem,
  errorOf,
  type Shopper,
  slotItem,
  statusCounts,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();
const EXTEND = '/api/activities/cart/extend';

const extend = (who: Shopper, ids: number[], headers?: Record<string, string>) =>
  kit.post(who, EXTEND, { cart_item_ids: ids }, headers);

/** Moves a line's hold end to `secondsFromNow` (negative: already over). */
async function holdEndsIn(lineId: number, secondsFromNow: number) {
  await kit
    .db()
    .update(cartItems)
    .set({ holdExpiresAt: new Date(Date.now() + secondsFromNow * 1000) })
    .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, lineId)));
}

const minutesLeft = (cart: Cart, lineId: number) => {
  const line = cart.items.find((item) => item.id === lineId);
  return line ? (Date.parse(line.holdExpiresAt) - Date.now()) / 60_000 : Number.NaN;
};

describe('extending a hold', () => {
  it('keeps a live hold for another hold period, once; a second extend is 409 and changes nothing', async () => {
    const who = await kit.customer();
    const added = await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
    const lineId = added.items[0]?.id ?? 0;
    expect(added.items[0]?.holdExtended).toBe(false);
    await holdEndsIn(lineId, 90);

    const first = await extend(who, [lineId]);
    expect(first.statusCode, first.body).toBe(200);
    const extended = dataOf<Cart>(first);
    expect(extended.items[0]?.holdExtended).toBe(true);
    expect(minutesLeft(extended, lineId)).toBeGreaterThan(extended.holdMinutes - 1);
    expect(minutesLeft(extended, lineId)).toBeLessThanOrEqual(extended.holdMinutes);

    const before = (await kit.cartOf(who)).items[0]?.holdExpiresAt;
    const second = await extend(who, [lineId]);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'hold_already_extended',
      message: 'This hold has already been extended once and cannot be extended again.',
      errors: {},
    });
    expect((await kit.cartOf(who)).items[0]?.holdExpiresAt).toBe(before);
  });

  it('never revives an expired hold, refuses another basket’s line, and rolls back all or none', async () => {
    const [who, other] = await kit.twoCustomers();
    const cart = await kit.added(who, [
      classItem(await kit.classWithSpaces(3)),
      classItem(await kit.classWithSpaces(3)),
    ]);
    const [live, gone] = cart.items.map((item) => item.id);
    await holdEndsIn(gone ?? 0, -5);
    const refused = await extend(who, [live ?? 0, gone ?? 0]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('hold_expired');
    // The live line was not extended either: the call rolled back.
    const after = await kit.cartOf(who);
    expect(after.items.find((item) => item.id === live)?.holdExtended).toBe(false);
    expect(after.items.find((item) => item.id === gone)?.isExpired).toBe(true);

    expect((await extend(other, [live ?? 0])).statusCode).toBe(404);
    expect((await extend(who, [999_999_999])).statusCode).toBe(404);
  });

  it('keeps a court slot’s own hold as long as its line', async () => {
    const who = await kit.customer();
    const added = await kit.added(who, [slotItem(await kit.freeSlot())]);
    const lineId = added.items[0]?.id ?? 0;
    await holdEndsIn(lineId, 60);
    const extended = await extend(who, [lineId]);
    expect(extended.statusCode, extended.body).toBe(200);
    const [line] = await kit
      .db()
      .select({ slotBookingId: cartItems.slotBookingId, holdExpiresAt: cartItems.holdExpiresAt })
      .from(cartItems)
      .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, lineId)));
    const [slotHold] = await kit
      .db()
      .select({ expiresAt: slotBookings.expiresAt })
      .from(slotBookings)
      .where(and(eq(slotBookings.clientId, kit.clientId), eq(slotBookings.id, line?.slotBookingId ?? 0)));
    expect(slotHold?.expiresAt?.getTime()).toBeGreaterThanOrEqual(line?.holdExpiresAt.getTime() ?? 0);
  });

  it('two extends at once: exactly one extends the hold, the other is 409', async () => {
    const who = await kit.customer();
    const added = await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
    const lineId = added.items[0]?.id ?? 0;
    await holdEndsIn(lineId, 90);
    const answers = await Promise.all([extend(who, [lineId]), extend(who, [lineId])]);
    expect(statusCounts(answers)).toEqual(
      new Map([
        [200, 1],
        [409, 1],
      ]),
    );
    const refusal = answers.find((answer) => answer.statusCode === 409);
    expect(refusal && errorOf(refusal).code).toBe('hold_already_extended');
    const cart = await kit.cartOf(who);
    expect(cart.items[0]?.holdExtended).toBe(true);
    expect(minutesLeft(cart, lineId)).toBeGreaterThan(cart.holdMinutes - 1);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const who = await kit.customer();
    const added = await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
    const lineId = added.items[0]?.id ?? 0;
    const key = { 'idempotency-key': `extend-${lineId}` };
    const first = await extend(who, [lineId], key);
    const again = await extend(who, [lineId], key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(dataOf<Cart>(again).items[0]?.holdExpiresAt).toBe(dataOf<Cart>(first).items[0]?.holdExpiresAt);
  });
});
