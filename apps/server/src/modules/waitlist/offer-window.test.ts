import { describe, expect, it } from 'vitest';
import { offerWindowMinutes } from './offer-window.ts';

const now = new Date('2026-12-01T10:00:00Z');
const startsIn = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('offerWindowMinutes', () => {
  it('offers a place for 2 hours when the class is 4 hours or more away', () => {
    expect(offerWindowMinutes(startsIn(24 * 60), now)).toBe(120);
    expect(offerWindowMinutes(startsIn(240), now)).toBe(120);
  });

  it('gives half the time left when the class starts within 4 hours', () => {
    expect(offerWindowMinutes(startsIn(239), now)).toBe(119);
    expect(offerWindowMinutes(startsIn(90), now)).toBe(45);
  });

  it('never offers for less than 15 minutes', () => {
    expect(offerWindowMinutes(startsIn(29), now)).toBe(15);
    expect(offerWindowMinutes(startsIn(5), now)).toBe(15);
  });
});
