import type { Cart } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { classItem, errorOf, type Shopper, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit({ env: { SOLD_OUT_MEMORY_MS: '5000' } });

describe('the sold-out memory of the add', () => {
  it('answers 409 from memory for a place found gone a moment ago, and still grants only what the database grants', async () => {
    const [first, second] = await kit.twoCustomers();
    const lesson = await kit.classWithSpaces(1);
    const add = (who: Shopper) => kit.add(who, [classItem(lesson)]);
    const taken = await add(first);
    expect(taken.statusCode).toBe(201);
    expect((await add(second)).statusCode).toBe(409);
    // The place comes free, but this process remembers it as gone for a moment.
    const line = dataOf<Cart>(taken).items[0];
    const removed = await kit.remove(first, [line?.id ?? 0]);
    expect(removed.statusCode).toBe(200);
    const remembered = await add(second);
    expect(remembered.statusCode).toBe(409);
    expect(errorOf(remembered).code).toBe('place_unavailable');
  });
});
