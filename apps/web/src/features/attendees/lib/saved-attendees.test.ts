// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSavedAttendees, savedAttendeesStore } from './saved-attendees.ts';

afterEach(() => clearSavedAttendees());

describe('saved attendees', () => {
  it('keeps each place’s choices for the tab, and clearSavedAttendees forgets them all', () => {
    let changes = 0;
    const stop = savedAttendeesStore.subscribe(() => {
      changes += 1;
    });
    savedAttendeesStore.update('5-0', { mode: 'new', signedName: 'Ada Lovelace' });
    savedAttendeesStore.update('5-0', { accepted: true });
    expect(savedAttendeesStore.get()['5-0']).toMatchObject({
      mode: 'new',
      signedName: 'Ada Lovelace',
      accepted: true,
    });
    expect(JSON.parse(window.sessionStorage.getItem('leisure.saved-attendees') ?? '{}')).toHaveProperty([
      '5-0',
    ]);

    clearSavedAttendees();
    expect(savedAttendeesStore.get()).toEqual({});
    expect(window.sessionStorage.getItem('leisure.saved-attendees')).toBeNull();
    expect(changes).toBe(3);
    stop();
  });
});
