import { describe, expect, it } from 'vitest';
import { checkRateWindow } from './rate-window.ts';

const window = { limit: 3, windowMs: 15 * 60 * 1000 };
const now = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);

describe('checkRateWindow', () => {
  it('allows attempts under the limit', () => {
    expect(checkRateWindow([minutesAgo(1), minutesAgo(2)], window, now)).toEqual({ allowed: true });
  });

  it('ignores attempts that left the window', () => {
    expect(checkRateWindow([minutesAgo(1), minutesAgo(16), minutesAgo(20)], window, now)).toEqual({
      allowed: true,
    });
  });

  it('refuses at the limit until the oldest attempt leaves the window', () => {
    expect(checkRateWindow([minutesAgo(10), minutesAgo(1), minutesAgo(2)], window, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
  });

  it('waits for enough attempts to leave when over the limit', () => {
    const attempts = [minutesAgo(14), minutesAgo(12), minutesAgo(3), minutesAgo(2), minutesAgo(1)];
    expect(checkRateWindow(attempts, window, now)).toEqual({ allowed: false, retryAfterSeconds: 12 * 60 });
  });

  it('never asks to wait less than a second', () => {
    const edge = new Date(now.getTime() - window.windowMs + 10);
    expect(checkRateWindow([edge, edge, edge], window, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});
