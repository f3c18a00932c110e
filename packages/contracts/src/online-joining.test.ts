import { describe, expect, it } from 'vitest';
import { ageOn, agesLabel, membershipAgeRefusal } from './online-joining.ts';

describe("a membership plan's ages", () => {
  it('counts whole years of age, a birthday counting from its day', () => {
    expect(ageOn('2015-03-10', '2026-03-09')).toBe(10);
    expect(ageOn('2015-03-10', '2026-03-10')).toBe(11);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('names the ages a plan is for', () => {
    expect(agesLabel({ minAge: 11, maxAge: 17 })).toBe('ages 11 to 17');
    expect(agesLabel({ minAge: 60, maxAge: null })).toBe('ages 60 and over');
    expect(agesLabel({ minAge: null, maxAge: 17 })).toBe('ages 17 and under');
    expect(agesLabel({ minAge: null, maxAge: null })).toBeNull();
  });

  it("says why an age is outside a plan's, or nothing when it fits", () => {
    const junior = { name: 'Junior', minAge: 11, maxAge: 17 };
    expect(membershipAgeRefusal(junior, 11)).toBeUndefined();
    expect(membershipAgeRefusal(junior, 17)).toBeUndefined();
    expect(membershipAgeRefusal(junior, 10)).toBe('Junior is for ages 11 to 17 on the start date.');
    expect(membershipAgeRefusal(junior, 18)).toBe('Junior is for ages 11 to 17 on the start date.');
    expect(membershipAgeRefusal(junior, null)).toBe(
      'Junior is for ages 11 to 17: add your date of birth in My account to join.',
    );
    expect(membershipAgeRefusal({ name: 'Gym & Swim', minAge: null, maxAge: null }, null)).toBeUndefined();
  });
});
