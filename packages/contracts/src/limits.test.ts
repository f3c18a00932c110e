import { describe, expect, it } from 'vitest';
import { isStaff } from './limits.ts';

describe('isStaff', () => {
  it('is true only for a user whose role is staff', () => {
    expect(isStaff({ role: 'staff' })).toBe(true);
    expect(isStaff({ role: 'customer' })).toBe(false);
  });

  it('is false for nobody (a visitor, or while the account loads)', () => {
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
