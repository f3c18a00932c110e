// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { type FakeCall, failure, fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { DeskSession } from '../components/desk-session.tsx';
import { offlineQueueFor } from '../lib/offline-queue.ts';
import { loggedInAs, staffUser } from '../test/desk.test-kit.ts';

afterEach(() => {
  cleanup();
  toast.clear();
  deleteCookie('auth_state_demo');
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const queued = {
  offline_reference: 'desk-0f0f0f0f',
  customer_id: 42,
  tender_type: 'cash' as const,
  amount: 1500,
  description: 'Grace Hopper (DL000042): Sunrise yoga',
  taken_at: '2026-11-23T09:00:00.000Z',
};

const syncPath = '/api/front-of-house/payments/sync';

describe('sending the payments taken offline', () => {
  it('waits on the desk bar while the server is out of reach, and goes when the browser is back online', async () => {
    writeCookie('auth_state_demo', '1');
    const queue = offlineQueueFor('demo');
    queue.add([queued]);
    let isUp = false;
    const calls = fakeNetwork(loggedInAs(staffUser), ({ method, path }: FakeCall) => {
      if (method !== 'POST' || path !== syncPath) return undefined;
      return isUp
        ? ok({ results: [{ offlineReference: queued.offline_reference, status: 'recorded' }] })
        : failure(503, 'Service disruption', 'maintenance');
    });
    renderApp([{ path: '*', element: <DeskSession /> }], '/');
    // At start: tried once, refused, still waiting.
    await waitFor(() => expect(calls.filter((call) => call.path === syncPath)).toHaveLength(1));
    expect((await screen.findByTestId('desk-offline-pending')).textContent).toBe(
      '1 offline payment waiting to be sent',
    );
    expect(queue.list()).toHaveLength(1);

    isUp = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(queue.list()).toEqual([]));
    expect(calls.filter((call) => call.path === syncPath)[1]?.body).toEqual({ payments: [queued] });
    await waitFor(() => expect(screen.queryByTestId('desk-offline-pending')).toBeNull());
    expect(screen.getByText('A payment taken offline has been sent to the server.')).toBeTruthy();
  });

  it('sends nothing for a customer', async () => {
    writeCookie('auth_state_demo', '1');
    offlineQueueFor('demo').add([queued]);
    const calls = fakeNetwork(loggedInAs({ ...staffUser, role: 'customer' }));
    renderApp([{ path: '*', element: <DeskSession /> }], '/');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === syncPath)).toEqual([]);
  });
});
