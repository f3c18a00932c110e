// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, failure, fakeNetwork, ok } from '../../../test/app-harness.test-kit.tsx';
import { createOfflineQueue, deskStorage, type QueuedPayment } from './offline-queue.ts';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const payment = (reference: string): QueuedPayment => ({
  offline_reference: reference,
  customer_id: 42,
  tender_type: 'cash',
  amount: 550,
  description: 'Grace Hopper (DL000042): Adult swim',
  taken_at: '2026-11-23T09:00:00.000Z',
});

const confirming = ({ method, path, body }: FakeCall) =>
  method === 'POST' && path === '/api/front-of-house/payments/sync'
    ? ok({
        results: (body as { payments: QueuedPayment[] }).payments.map((entry, index) => ({
          offlineReference: entry.offline_reference,
          status: index === 0 ? 'recorded' : 'already_recorded',
        })),
      })
    : undefined;

describe("the desk's offline queue", () => {
  it('keeps payments in localStorage, once each, and drops each only when the server confirms it', async () => {
    const queue = createOfflineQueue('demo');
    queue.add([payment('desk-aaaaaaaa'), payment('desk-bbbbbbbb')]);
    queue.add([payment('desk-aaaaaaaa')]);
    expect(
      createOfflineQueue('demo')
        .list()
        .map((entry) => entry.offline_reference),
    ).toEqual(['desk-aaaaaaaa', 'desk-bbbbbbbb']);
    const calls = fakeNetwork(confirming);
    await expect(queue.send()).resolves.toBe(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ payments: [payment('desk-aaaaaaaa'), payment('desk-bbbbbbbb')] });
    expect(queue.list()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem('leisure.desk.offline-payments.demo') ?? '[]')).toEqual([]);
  });

  it('keeps everything when the server cannot be reached or refuses, for the next try', async () => {
    const queue = createOfflineQueue('demo');
    queue.add([payment('desk-cccccccc')]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(queue.send()).rejects.toThrow();
    fakeNetwork(({ path }) =>
      path === '/api/front-of-house/payments/sync'
        ? failure(503, 'Down for maintenance', 'maintenance')
        : undefined,
    );
    await expect(queue.send()).rejects.toThrow();
    expect(queue.list()).toHaveLength(1);
  });

  it('sends one batch at a time from a tab, and ignores what is not a payment in storage', async () => {
    window.localStorage.setItem(
      'leisure.desk.offline-payments.demo',
      JSON.stringify([payment('desk-dddddddd'), { offline_reference: 'broken' }]),
    );
    const queue = createOfflineQueue('demo');
    expect(queue.list()).toHaveLength(1);
    const calls = fakeNetwork(confirming);
    await Promise.all([queue.send(), queue.send()]);
    expect(calls).toHaveLength(1);
  });

  it('works for the page alone where localStorage is denied (a third-party iframe)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(deskStorage().getItem('anything')).toBeNull();
    const queue = createOfflineQueue('demo');
    queue.add([payment('desk-1')]);
    expect(queue.list().map((entry) => entry.offline_reference)).toEqual(['desk-1']);
    vi.restoreAllMocks();
  });
});
