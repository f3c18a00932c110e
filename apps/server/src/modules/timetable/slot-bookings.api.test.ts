import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adHocSlots, clients, slotBookings } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.test-kit.ts';
import { isSlotTaken } from './capacity.ts';

const testApp = useTestApp();

const db = () => testApp.database.handle.db;

/** A scheduled slot of the demo client that nobody has booked. */
async function freeSlot(): Promise<{ clientId: number; slotId: number }> {
  const [client] = await db().select({ id: clients.id }).from(clients).where(eq(clients.slug, 'demo'));
  const clientId = client?.id ?? 0;
  const [slot] = await db()
    .select({ id: adHocSlots.id })
    .from(adHocSlots)
    .where(
      and(eq(adHocSlots.clientId, clientId), eq(adHocSlots.status, 'scheduled'), eq(isSlotTaken(), false)),
    )
    .limit(1);
  if (!slot) throw new Error('no free slot in the demo data');
  return { clientId, slotId: slot.id };
}

const taken = async (slot: { clientId: number; slotId: number }) => {
  const [row] = await db()
    .select({ taken: isSlotTaken() })
    .from(adHocSlots)
    .where(and(eq(adHocSlots.clientId, slot.clientId), eq(adHocSlots.id, slot.slotId)));
  return row?.taken;
};

describe('slot bookings (enforced by the database)', () => {
  it('refuses a second active booking of the same slot', async () => {
    const slot = await freeSlot();
    await db()
      .insert(slotBookings)
      .values({ ...slot, status: 'confirmed' });
    await expect(
      db()
        .insert(slotBookings)
        .values({ ...slot, status: 'held', expiresAt: new Date(Date.now() + 15 * 60_000) }),
    ).rejects.toThrow();
    expect(await taken(slot)).toBe(true);
  });

  it('lets a slot be booked again once the booking is cancelled', async () => {
    const slot = await freeSlot();
    const [first] = await db()
      .insert(slotBookings)
      .values({ ...slot, status: 'confirmed' })
      .returning({ id: slotBookings.id });
    await db()
      .update(slotBookings)
      .set({ status: 'cancelled' })
      .where(and(eq(slotBookings.clientId, slot.clientId), eq(slotBookings.id, first?.id ?? 0)));
    expect(await taken(slot)).toBe(false);
    await db()
      .insert(slotBookings)
      .values({ ...slot, status: 'confirmed' });
    expect(await taken(slot)).toBe(true);
  });

  it('counts an unexpired hold as taken and an expired one as free, without a clean-up job', async () => {
    const slot = await freeSlot();
    await db()
      .insert(slotBookings)
      .values({ ...slot, status: 'held', expiresAt: new Date(Date.now() - 60_000) });
    expect(await taken(slot)).toBe(false);
    await db()
      .update(slotBookings)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(and(eq(slotBookings.clientId, slot.clientId), eq(slotBookings.slotId, slot.slotId)));
    expect(await taken(slot)).toBe(true);
  });

  it('refuses a hold without an expiry', async () => {
    const slot = await freeSlot();
    await expect(
      db()
        .insert(slotBookings)
        .values({ ...slot, status: 'held' }),
    ).rejects.toThrow();
  });
});
