import type { ActionToShow } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { actionStatusText, instructorSummary, ordinal, spacesLeftText } from './action-status.ts';

const display = { timeZone: 'Europe/London', timeFormat: '24h' as const };
const action = (status: ActionToShow['status'], extra: Partial<ActionToShow> = {}): ActionToShow => ({
  status,
  reason: null,
  firstBookableAt: null,
  ...extra,
});

describe('actionStatusText', () => {
  it('says how many spaces are left when bookable', () => {
    expect(actionStatusText(action('BOOK'), 3, display)).toBe('3 spaces left');
    expect(actionStatusText(action('BOOK'), 1, display)).toBe('1 space left');
    expect(spacesLeftText(0)).toBe('0 spaces left');
  });

  it('names the statuses that cannot be booked', () => {
    expect(actionStatusText(action('FULL'), 0, display)).toBe('Full');
    expect(actionStatusText(action('CANCELLED'), 5, display)).toBe('Cancelled');
    expect(actionStatusText(action('LOGIN'), 5, display)).toBe('Log in to book');
    expect(actionStatusText(action('JOIN_WAITLIST'), 0, display)).toBe('Full - join waitlist');
  });

  it("says the viewer's place in the waiting line when it is known", () => {
    expect(actionStatusText(action('LEAVE_WAITLIST'), 0, display, 2)).toBe('On the waitlist: 2nd in line');
    expect(actionStatusText(action('LEAVE_WAITLIST'), 0, display, null)).toBe('On the waitlist');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it('says when booking opens', () => {
    const notYet = action('NOT_YET_BOOKABLE', { firstBookableAt: '2026-12-01T07:00:00+00:00' });
    expect(actionStatusText(notYet, 5, display)).toBe('Not bookable until Tue 1 Dec, 07:00');
    const noDate = action('NOT_YET_BOOKABLE', { reason: 'You cannot book this activity yet' });
    expect(actionStatusText(noDate, 5, display)).toBe('You cannot book this activity yet');
  });
});

describe('instructorSummary', () => {
  it('lists first names', () => {
    expect(instructorSummary([])).toBe('');
    expect(instructorSummary(['Sarah'])).toBe('with Sarah');
    expect(instructorSummary(['Sarah', 'Tom'])).toBe('with Sarah and Tom');
    expect(instructorSummary(['Sarah', 'Tom', 'Ann'])).toBe('with Sarah, Tom and Ann');
  });
});
