import { describe, expect, it } from 'vitest';
import { heldPlaceText, heldUntilText } from './held-place.ts';

describe('when a held place ends', () => {
  const now = new Date('2026-07-01T11:00:00Z');

  it("says the time alone on the day, in the client's zone and clock", () => {
    // 13:30 UTC is 14:30 in London in summer.
    expect(heldUntilText('2026-07-01T13:30:00Z', 'Europe/London', '24h', now)).toBe('14:30');
    expect(heldUntilText('2026-07-01T13:30:00Z', 'Europe/London', '12h', now)).toBe('2:30 pm');
    expect(heldPlaceText('14:30')).toBe('A place is held for you until 14:30');
  });

  it('names the day when the offer ends on another one', () => {
    expect(heldUntilText('2026-07-02T00:15:00Z', 'Europe/London', '24h', now)).toBe('Thu 2 Jul, 01:15');
    // Still the same day in New York.
    expect(heldUntilText('2026-07-02T00:15:00Z', 'America/New_York', '24h', now)).toBe('20:15');
  });
});
