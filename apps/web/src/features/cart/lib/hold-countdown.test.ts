import { describe, expect, it } from 'vitest';
import { formatCountdown, holdAnnouncement, secondsLeft } from './hold-countdown.ts';
import { lineDateLabel, lineWhenLabel } from './line-labels.ts';

describe('hold countdown', () => {
  it('counts whole seconds up to the hold end, and 0 after it', () => {
    const now = Date.parse('2026-11-25T09:00:00Z');
    expect(secondsLeft('2026-11-25T09:14:32Z', now)).toBe(872);
    expect(secondsLeft('2026-11-25T09:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-11-25T08:59:00Z', now)).toBe(0);
  });

  it("reads as minutes and seconds: '14:32', '0:05', '1:02:05'", () => {
    expect(formatCountdown(872)).toBe('14:32');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });

  it('is announced only in the last two minutes and at the end', () => {
    const words = { ending: 'Hurry', expired: 'Gone' };
    expect(holdAnnouncement({ secondsLeft: 121, isExpired: false }, words)).toBe('');
    expect(holdAnnouncement({ secondsLeft: 120, isExpired: false }, words)).toBe('Hurry');
    expect(holdAnnouncement({ secondsLeft: 0, isExpired: true }, words)).toBe('Gone');
  });
});

describe('line labels', () => {
  it("reads the zoned date as written: 'Wed 25 Nov' for 00:30 at +01:00", () => {
    expect(lineDateLabel('2026-11-25T00:30:00+01:00')).toBe('Wed 25 Nov');
  });

  it("says day and times in the client's clock", () => {
    const line = {
      startsAt: { dateTime: '2026-11-25T18:00:00+00:00', time: '18:00' },
      endsAt: { dateTime: '2026-11-25T19:30:00+00:00', time: '19:30' },
    };
    expect(lineWhenLabel(line, '24h')).toBe('Wed 25 Nov, 18:00 – 19:30');
    expect(lineWhenLabel(line, '12h')).toBe('Wed 25 Nov, 6:00 pm – 7:30 pm');
  });
});
