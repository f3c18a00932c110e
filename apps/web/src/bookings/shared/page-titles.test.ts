import { describe, expect, it } from 'vitest';
import { activityTitle, coursesTitle, timetableTitle, venueTitle } from './page-titles.ts';

describe('page titles', () => {
  it('name the venue, the activity and the day', () => {
    expect(venueTitle('Leeds Central')).toBe('Activities at Leeds Central');
    expect(activityTitle('Swimming', 'Leeds Central')).toBe('Swimming at Leeds Central');
    expect(coursesTitle('Leeds Central')).toBe('Courses at Leeds Central');
    const day = { activityName: 'Yoga', venueName: 'Leeds Central', date: '2026-11-27' };
    expect(timetableTitle({ ...day, byLocation: false })).toBe('Yoga at Leeds Central, Fri 27 Nov');
    expect(timetableTitle({ ...day, activityName: 'Badminton', byLocation: true })).toBe(
      'Badminton at Leeds Central, Fri 27 Nov, by location',
    );
  });
});
