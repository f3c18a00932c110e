import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, ok } from '../../../test/app-harness.test-kit.tsx';
import { isNumericListingId, joinWaitlist, leaveWaitlist } from './waitlist-calls.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = {
  id: 55,
  classOccurrenceId: 900,
  listingId: 'occ 1/a',
  status: 'waiting',
  position: 2,
  offerExpiresAt: null,
  message: 'You are on the waiting list.',
};

describe('waitlist calls', () => {
  it('tells v1 numeric ids from v2 uids', () => {
    expect(isNumericListingId(101)).toBe(true);
    expect(isNumericListingId('occ_7Hk2p')).toBe(false);
  });

  it('escapes a uid in the path and parses the entry', async () => {
    const calls = fakeNetwork(() => ok(entry, 201));
    await expect(joinWaitlist({ id: 'occ 1/a', userId: 7 }, 'key-1')).resolves.toMatchObject({ position: 2 });
    await leaveWaitlist({ id: 'occ 1/a', userId: 7, waitlistId: null }, 'key-2');
    expect(calls.map((call) => [call.method, call.path, call.headers['Idempotency-Key']])).toEqual([
      ['POST', '/api/v1/activities/occurrences/occ%201%2Fa/waitlist/members', 'key-1'],
      ['DELETE', '/api/v1/activities/occurrences/occ%201%2Fa/waitlist/members/7', 'key-2'],
    ]);
  });

  it('refuses to leave a v1 list without the entry id, and a v2 one without the customer', async () => {
    const calls = fakeNetwork(() => ok(entry));
    await expect(leaveWaitlist({ id: 101, userId: 7, waitlistId: null }, 'k')).rejects.toThrow();
    await expect(joinWaitlist({ id: 'occ_7Hk2p', userId: null }, 'k')).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('names the customer staff serve: selected_user_id on v1, their id as user_id on v2', async () => {
    const calls = fakeNetwork(() => ok(entry, 201));
    await joinWaitlist({ id: 101, userId: null, selectedUserId: 42 }, 'k1');
    await leaveWaitlist({ id: 101, userId: null, waitlistId: 55, selectedUserId: 42 }, 'k2');
    await joinWaitlist({ id: 'occ_7Hk2p', userId: 42, selectedUserId: 42 }, 'k3');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/api/activities/waitlist/add',
        { item: { id: 101, type: 'activity_class' }, selected_user_id: 42 },
      ],
      ['DELETE', '/api/activities/waitlist/remove/55?selected_user_id=42', undefined],
      ['POST', '/api/v1/activities/occurrences/occ_7Hk2p/waitlist/members', { data: { user_id: 42 } }],
    ]);
  });
});
