import type { Cart, ClassDetail } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { classItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { giveMembership } from '../bookings/booking-orders.test-kit.ts';

const kit = useBookingKit();
describe('member prices in the basket', () => {
  it("gives a member their plan's price when no option is chosen, and the listed price otherwise", async () => {
    const [member, other] = await kit.twoCustomers();
    const plan = await giveMembership(kit, member, 'off-peak');
    const lesson = await kit.classWithSpaces(5, { activitySlug: 'yoga' });
    const detail = await kit.read<ClassDetail>(kit.visitor(), `/api/activities/${lesson.listingId}`);
    const option = detail.class.pricingOptions.find((candidate) => candidate.id === plan.id);
    expect(option, 'the class lists the Off-peak price').toBeDefined();
    const memberPence = option?.price.amountPence ?? 0;
    expect(memberPence).toBeLessThan(lesson.pricePence);

    const mine = dataOf<Cart>(await kit.add(member, [classItem(lesson)])).items[0];
    expect(mine).toMatchObject({ pricingOptionId: plan.id, price: { amountPence: memberPence } });
    const theirs = dataOf<Cart>(await kit.add(other, [classItem(lesson)])).items[0];
    expect(theirs).toMatchObject({ pricingOptionId: null, price: { amountPence: lesson.pricePence } });
  });

  it('keeps the standard price for a member who chooses it', async () => {
    const member = await kit.customer();
    await giveMembership(kit, member, 'off-peak');
    const lesson = await kit.classWithSpaces(5, { activitySlug: 'yoga' });
    const line = dataOf<Cart>(await kit.add(member, [{ ...classItem(lesson), pricing_option_id: 0 }]))
      .items[0];
    expect(line).toMatchObject({ pricingOptionId: 0, price: { amountPence: lesson.pricePence } });
  });
});
