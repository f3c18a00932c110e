import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { errorToastFor } from './query-error-toast.ts';

describe('errorToastFor', () => {
  const failure = new ApiError({ status: 400, message: 'That code has expired.' });

  it('shows nothing unless the query asks for a toast', () => {
    expect(errorToastFor(undefined, failure)).toBeNull();
  });

  it("titles it 'Error' by default and shows the server's message", () => {
    expect(errorToastFor({}, failure)).toEqual({ title: 'Error', text: 'That code has expired.' });
  });

  it('uses the configured title and message', () => {
    expect(errorToastFor({ title: 'Timetable', message: 'Could not load the timetable.' }, failure)).toEqual({
      title: 'Timetable',
      text: 'Could not load the timetable.',
    });
  });

  it('hides the error when the configured message is empty', () => {
    expect(errorToastFor({ message: '' }, failure)).toBeNull();
  });

  it('falls back to the generic text for an unexpected failure', () => {
    expect(errorToastFor({}, new Error('boom'))?.text).toBe('Something has gone wrong, please try again.');
  });
});
