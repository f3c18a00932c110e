import { describe, expect, it } from 'vitest';
import { cancellationTerms, refundablePence } from './cancellation-terms.ts';

const startsAt = new Date('2026-12-01T18:00:00Z');
const at = (iso: string) => new Date(iso);
const terms = (now: string, paidWith: 'money' | 'benefit' | 'package' = 'money', refundable = 650) =>
  cancellationTerms({
    startsAt,
    cutoffHours: 24,
    paidWith,
    refundablePence: refundable,
    currencySymbol: '£',
    now: at(now),
  });

describe('cancellationTerms', () => {
  it('refunds as credit before the cutoff, and says so', () => {
    expect(terms('2026-11-30T17:59:59Z')).toEqual({
      canCancel: true,
      cutoffAt: '2026-11-30T18:00:00.000Z',
      isWithinCutoff: true,
      refund: { amountPence: 650, formatted: '£6.50' },
      refundChoices: ['credit'],
      message: 'You will get £6.50 back as account credit.',
    });
  });

  it('gives nothing back from the cutoff on, and says why', () => {
    expect(terms('2026-11-30T18:00:00Z')).toMatchObject({
      isWithinCutoff: false,
      refund: { amountPence: 0 },
      message: 'It is less than 24 hours before the start, so you will not get a refund.',
    });
  });

  it('gives a benefit or package session back instead of money', () => {
    expect(terms('2026-11-29T10:00:00Z', 'benefit')).toMatchObject({
      refund: { amountPence: 0 },
      message: 'The session will go back to your membership benefit.',
    });
    expect(terms('2026-11-30T20:00:00Z', 'package')?.message).toBe(
      'It is less than 24 hours before the start, so the session will not go back to your package.',
    );
  });

  it('cannot cancel once the session has started', () => {
    expect(terms('2026-12-01T18:00:00Z')).toBeNull();
  });
});

describe('refundablePence', () => {
  it("takes off the booking's share of the order discount, never more than it cost", () => {
    expect(
      refundablePence({ bookingTotalPence: 650, orderSubtotalPence: 1300, orderDiscountPence: 130 }),
    ).toBe(585);
    expect(
      refundablePence({ bookingTotalPence: 333, orderSubtotalPence: 1000, orderDiscountPence: 100 }),
    ).toBe(299);
    expect(
      refundablePence({ bookingTotalPence: 500, orderSubtotalPence: 500, orderDiscountPence: 900 }),
    ).toBe(0);
    expect(refundablePence({ bookingTotalPence: 0, orderSubtotalPence: 0, orderDiscountPence: 0 })).toBe(0);
  });
});
