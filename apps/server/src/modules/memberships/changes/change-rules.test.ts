import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cancelLastDay,
  freezeMonthsLeft,
  freezeWindow,
  previousBillingDay,
  upgradeProRata,
} from './change-rules.ts';

describe('membership change rules', () => {
  it('adds months, keeping the day or the shorter month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(previousBillingDay('2026-03-31', 31)).toBe('2026-02-28');
    expect(previousBillingDay('2026-01-15', 15)).toBe('2025-12-15');
  });

  it('honours the minimum term, then the notice, ending on a period’s last day', () => {
    const plan = { termMonths: 12, noticeMonths: 1 };
    const base = { startsOn: '2026-01-15', billingDay: 15, plan };
    // Inside the term: billed until the term ends.
    expect(cancelLastDay({ ...base, today: '2026-05-03', nextPaymentOn: '2026-05-15' })).toBe('2027-01-14');
    // After the term: a month's notice, to the end of that period.
    expect(cancelLastDay({ ...base, today: '2027-03-20', nextPaymentOn: '2027-04-15' })).toBe('2027-05-14');
    expect(cancelLastDay({ ...base, today: '2027-03-15', nextPaymentOn: '2027-04-15' })).toBe('2027-04-14');
    // A rolling plan with no notice: the end of the period already paid.
    expect(
      cancelLastDay({
        today: '2026-06-02',
        startsOn: '2026-01-31',
        nextPaymentOn: '2026-06-30',
        billingDay: 31,
        plan: { termMonths: 1, noticeMonths: 0 },
      }),
    ).toBe('2026-06-29');
  });

  it('freezes whole periods and keeps each calendar year within the limit', () => {
    expect(freezeWindow('2026-11-30', 31, 3)).toEqual({
      periods: ['2026-11-30', '2026-12-31', '2027-01-31'],
      resumesOn: '2027-02-28',
      lastDay: '2027-02-27',
    });
    const base = { billingDay: 1, perYear: 3 };
    expect(freezeMonthsLeft({ ...base, from: '2026-03-01', bookedPeriods: [] })).toBe(3);
    expect(
      freezeMonthsLeft({ ...base, from: '2026-09-01', bookedPeriods: ['2026-03-01', '2026-04-01'] }),
    ).toBe(1);
    // A run into the next year counts there: December booked, then January to March of 2027.
    expect(
      freezeMonthsLeft({ ...base, from: '2026-12-01', bookedPeriods: ['2026-01-01', '2026-02-01'] }),
    ).toBe(3);
    expect(
      freezeMonthsLeft({
        ...base,
        from: '2026-05-01',
        bookedPeriods: ['2026-01-01', '2026-02-01', '2026-03-01'],
      }),
    ).toBe(0);
    expect(freezeMonthsLeft({ ...base, perYear: 0, from: '2026-05-01', bookedPeriods: [] })).toBe(0);
  });

  it('charges an upgrade the difference for the days left, to the nearest penny', () => {
    // 10 of 31 days left in January (22nd to 31st): (4500 - 2999) * 10 / 31 = 484.19
    expect(
      upgradeProRata({
        today: '2026-01-22',
        nextPaymentOn: '2026-02-01',
        billingDay: 1,
        currentPence: 2999,
        newPence: 4500,
      }),
    ).toBe(484);
    // On the billing day before the run: the whole period is the new one's, nothing now.
    expect(
      upgradeProRata({
        today: '2026-02-01',
        nextPaymentOn: '2026-02-01',
        billingDay: 1,
        currentPence: 2999,
        newPence: 4500,
      }),
    ).toBe(0);
    // A whole period left.
    expect(
      upgradeProRata({
        today: '2026-02-28',
        nextPaymentOn: '2026-03-31',
        billingDay: 31,
        currentPence: 1000,
        newPence: 2000,
      }),
    ).toBe(1000);
  });
});
