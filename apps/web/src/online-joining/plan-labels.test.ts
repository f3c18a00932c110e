import type { MembershipPlan } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { inclusionsOf, joiningFeeLabel, termLabel } from './plan-labels.ts';
import { membershipPlan } from './plans.test-kit.ts';

describe('what a plan card says', () => {
  it('lists the free sessions, the discounts by size, then the guest passes', () => {
    expect(inclusionsOf(membershipPlan())).toEqual([
      '2 free classes a month',
      'Free Lane swimming and Public swim',
      '20% off Yoga, Spin and Body pump',
      '2 guest passes a month',
    ]);
    const plain: MembershipPlan = {
      ...membershipPlan(),
      benefits: [],
      discounts: [],
      guestPassesPerMonth: 1,
    };
    expect(inclusionsOf(plain)).toEqual(['1 guest pass a month']);
  });

  it('says the term and the joining fee', () => {
    expect(termLabel({ termMonths: 12 })).toBe('12-month minimum term');
    expect(termLabel({ termMonths: 1 })).toBe('Rolling monthly, cancel any time');
    expect(joiningFeeLabel(membershipPlan())).toBe('£20.00 joining fee');
    expect(joiningFeeLabel({ joiningFee: { amountPence: 0, formatted: '£0.00' } })).toBe('No joining fee');
  });
});
