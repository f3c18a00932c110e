import { describe, expect, it } from 'vitest';
import { cartLine, cartWith } from '../../cart/test/cart.test-kit.ts';
import { courseLineOf } from './course-answers.ts';

describe('courseLineOf', () => {
  it("finds the course's newest live line, never another kind of line with the same listing id", () => {
    const cart = cartWith([
      cartLine({ id: 30, type: 'activity_class', listingId: 31 }),
      cartLine({ id: 12, type: 'course', listingId: 31 }),
      cartLine({ id: 20, type: 'course', listingId: 31 }),
      cartLine({ id: 25, type: 'course', listingId: 31, isExpired: true }),
      cartLine({ id: 40, type: 'course', listingId: 32 }),
    ]);
    expect(courseLineOf(cart, 31)?.id).toBe(20);
    expect(courseLineOf(cart, 33)).toBeNull();
  });
});
