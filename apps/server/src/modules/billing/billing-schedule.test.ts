import { describe, expect, it } from 'vitest';
import { billingDayFrom, nextBillingDay, tryKeyOf } from './billing-schedule.ts';

describe('billing days', () => {
  it('keeps the billing day month after month, on the last day of a shorter month', () => {
    const days = ['2026-01-31'];
    for (let i = 0; i < 4; i += 1) days.push(nextBillingDay(days.at(-1) ?? '', 31));
    expect(days).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(nextBillingDay('2027-12-15', 15)).toBe('2028-01-15');
    expect(nextBillingDay('2028-01-29', 29)).toBe('2028-02-29');
  });

  it('resumes on the next billing day on or after a day', () => {
    expect(billingDayFrom('2026-05-10', 15)).toBe('2026-05-15');
    expect(billingDayFrom('2026-05-15', 15)).toBe('2026-05-15');
    expect(billingDayFrom('2026-05-16', 15)).toBe('2026-06-15');
    expect(billingDayFrom('2026-02-10', 31)).toBe('2026-02-28');
  });

  it('derives one key per try of a period', () => {
    const charge = { clientId: 1, membershipId: 7, periodStart: '2026-03-01', attempt: 2 };
    expect(tryKeyOf(charge)).toBe('mbr-1-7-2026-03-01-try2');
  });
});
