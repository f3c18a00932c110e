import type { Cart } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.ts';
import { classItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

// No client cache: each call reads the rate the test has just set.
const kit = useBookingKit({ env: { CLIENT_CACHE_SECONDS: '0' } });

const setVatRate = (basisPoints: number) =>
  kit.db().update(clients).set({ vatRateBasisPoints: basisPoints }).where(eq(clients.id, kit.clientId));

describe("the basket's VAT", () => {
  it("is included at the client's rate: 20% unless set, then 5%, then none", async () => {
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(2);
    expect((await kit.add(who, [classItem(lesson)])).statusCode).toBe(201);
    const taxTotal = async () => dataOf<Cart>(await kit.getCart(who)).totals.taxTotal;
    const total = lesson.pricePence;
    expect(total).toBeGreaterThan(0);

    expect(await taxTotal()).toBe(Math.round(total / 6));
    await setVatRate(500);
    expect(await taxTotal()).toBe(Math.round((total * 500) / 10_500));
    await setVatRate(0);
    expect(await taxTotal()).toBe(0);
  });

  it('refuses a rate below 0% or above 100%', async () => {
    await expect(setVatRate(10_001)).rejects.toThrow();
    await expect(setVatRate(-1)).rejects.toThrow();
    await setVatRate(2000);
  });
});
