import {
  type ActivityClass,
  type Cart,
  ClassDetail,
  type Slot,
  SlotList,
  Timetable,
  type ViewerPrice,
} from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPackages, packages } from '../../db/schema/index.ts';
import {
  classItem,
  type Shopper,
  slotItem,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { giveMembership, joinGymAndSwim } from '../bookings/booking-orders.test-kit.ts';
import { discountedPence } from '../pricing/membership-discount.ts';

const kit = useBookingKit();
type Row = Awaited<ReturnType<typeof kit.classWithSpaces>>;

/** The class as the day's timetable shows it to `who`. */
async function listedClass(who: Shopper, lesson: Row): Promise<ActivityClass> {
  const day = Timetable.parse(await kit.read(who, kit.listingUrl(lesson, 'timetable')));
  const found = day.classes.find((item) => item.id === lesson.listingId);
  if (!found) throw new Error('the class is not on its timetable');
  return found;
}

/** What the basket charges `who` for the lesson once added. */
async function chargedFor(who: TestCustomer, item: { id: number | string; type: string }) {
  const cart: Cart = await kit.added(who, [item]);
  const line = cart.items.find((entry) => entry.listingId === item.id);
  if (!line) throw new Error('no line');
  return line;
}

const memberPrice = (pence: number, planName: string, percentOff: number): ViewerPrice => ({
  price: { amountPence: discountedPence(pence, percentOff), formatted: expect.any(String) },
  paidWith: 'member_price',
  heldThrough: planName,
});

describe('the price a customer will pay, on listings', () => {
  it('shows visitors and customers without a plan the standard price only', async () => {
    const lesson = await kit.classWithSpaces(3, { activitySlug: 'yoga' });
    expect((await listedClass(kit.visitor(), lesson)).viewerPrice).toBeUndefined();
    const customer = await kit.customer();
    const seen = await listedClass(customer, lesson);
    expect(seen.viewerPrice).toBeNull();
    expect(seen.price.amountPence).toBe(lesson.pricePence);
  });

  it("shows a member their plan's price, and the basket charges exactly that", async () => {
    const [member, other] = await kit.twoCustomers();
    await giveMembership(kit, member, 'off-peak');
    const lesson = await kit.classWithSpaces(3, { activitySlug: 'yoga' });
    const seen = await listedClass(member, lesson);
    expect(seen.price.amountPence).toBe(lesson.pricePence);
    expect(seen.viewerPrice).toEqual(memberPrice(lesson.pricePence, 'Off-peak', 15));
    // The listing is shared between customers: another sees no member price of someone else's.
    expect((await listedClass(other, lesson)).viewerPrice).toBeNull();
    const detail = ClassDetail.parse(await kit.read(member, `/api/activities/${lesson.listingId}`));
    expect(detail.class.viewerPrice).toEqual(seen.viewerPrice);

    const line = await chargedFor(member, classItem(lesson));
    expect(line.price.amountPence).toBe(seen.viewerPrice?.price.amountPence);
    // In the basket, the class shows what its line costs.
    expect((await listedClass(member, lesson)).viewerPrice).toEqual(seen.viewerPrice);
  });

  it('shows free sessions while a benefit has one left, then the member price, as the basket charges', async () => {
    const member = await kit.customer();
    await joinGymAndSwim(kit, member);
    const lessons: Row[] = [];
    for (let count = 0; count < 3; count++)
      lessons.push(await kit.classWithSpaces(3, { activitySlug: 'spin' }));
    const month = (lesson: Row) => lesson.startsAt.toISOString().slice(0, 7);
    const sameMonth = lessons.filter((lesson) => month(lesson) === month(lessons[0] as Row));
    for (const lesson of sameMonth) {
      const seen = await listedClass(member, lesson);
      const line = await chargedFor(member, classItem(lesson));
      expect(line.price.amountPence, 'the basket charges what the timetable showed').toBe(
        seen.viewerPrice?.price.amountPence,
      );
      expect(seen.viewerPrice?.paidWith).toBe(line.allowance ? 'benefit' : 'member_price');
      // Once added, the listing shows the line's own price (free stays free).
      expect((await listedClass(member, lesson)).viewerPrice).toEqual(seen.viewerPrice);
    }
    const [first, second, third] = sameMonth;
    if (first) expect((await listedClass(member, first)).viewerPrice?.paidWith).toBe('benefit');
    if (second) expect((await listedClass(member, second)).viewerPrice?.paidWith).toBe('benefit');
    if (third) {
      expect((await listedClass(member, third)).viewerPrice).toEqual(
        memberPrice(third.pricePence, 'Gym & Swim', 20),
      );
    }
  });

  it('shows a package session where a package will pay', async () => {
    const holder = await kit.customer();
    const [pass] = await kit
      .db()
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.clientId, kit.clientId), eq(packages.slug, 'five-class-pass')));
    if (!pass) throw new Error('no 5 Class Pass');
    await kit
      .db()
      .insert(customerPackages)
      .values({
        clientId: kit.clientId,
        userId: holder.id,
        packageId: pass.id,
        sessionsTotal: 1,
        expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60_000),
      });
    const [first, second] = [
      await kit.classWithSpaces(3, { activitySlug: 'spin' }),
      await kit.classWithSpaces(3, { activitySlug: 'spin' }),
    ] as [Row, Row];
    const seen = await listedClass(holder, first);
    expect(seen.viewerPrice).toMatchObject({
      price: { amountPence: 0, formatted: '£0.00' },
      paidWith: 'package',
      heldThrough: '5 Class Pass',
    });
    expect((await chargedFor(holder, classItem(first))).allowance?.kind).toBe('package');
    // Its one session is now held: the next class costs its standard price.
    expect((await listedClass(holder, second)).viewerPrice).toBeNull();
  });

  it("shows a court free where a plan's benefit pays for it, and the basket agrees", async () => {
    const member = await kit.customer();
    await giveMembership(kit, member, 'harrogate-racquets');
    const court = await kit.freeSlot({ activitySlug: 'squash' });
    const list = SlotList.parse(await kit.read(member, kit.listingUrl(court, 'slots')));
    const seen = list.slots.find((slot) => slot.id === court.listingId) as Slot;
    expect(seen.activitySlug).toBe('squash');
    expect(seen.viewerPrice).toMatchObject({ price: { amountPence: 0 }, paidWith: 'benefit' });
    const line = await chargedFor(member, slotItem(court));
    expect(line).toMatchObject({ price: { amountPence: 0 }, allowance: { kind: 'benefit' } });
    const visitorList = SlotList.parse(await kit.read(kit.visitor(), kit.listingUrl(court, 'slots')));
    expect(visitorList.slots.find((slot) => slot.id === court.listingId)?.viewerPrice).toBeUndefined();
  });
});
