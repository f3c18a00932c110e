// @vitest-environment jsdom
import type { DeskRefund } from '@leisure/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { DeskRefunds } from './desk-refunds.tsx';

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

const failed: DeskRefund = {
  id: 41,
  customer: { id: 7, name: 'Grace Hopper', email: 'grace@example.test' },
  orderReference: 'ORD-0042',
  bookingName: 'Spin',
  amount: { amountPence: 650, formatted: '£6.50' },
  provider: 'stripe',
  status: 'failed',
  label: 'Refund failed, we are retrying',
  error: 'Stripe could not make the refund: the card has expired or was cancelled.',
  attempts: 2,
  lastTriedAt: '2026-11-27T10:15:00.000Z',
  nextTryAt: '2026-11-27T10:17:00.000Z',
};

/** The list as the server has it now (`current()` at each call), and Retry now answering `after`. */
function desk(current: () => DeskRefund[], after: DeskRefund) {
  return fakeNetwork(({ method, path }: FakeCall) => {
    if (method === 'GET' && path === '/api/front-of-house/refunds') return ok({ refunds: current() });
    if (method === 'POST' && path === `/api/front-of-house/refunds/${after.id}/retry`) return ok(after);
    return undefined;
  });
}

describe("the desk's refunds to check", () => {
  it('lists a failed refund with customer, order, amount, error and last try; Retry now makes it', async () => {
    let list = [failed];
    const calls = desk(() => list, {
      ...failed,
      status: 'refunded',
      label: 'Refunded to your card',
      attempts: 3,
    });
    renderApp([{ path: '*', element: <DeskRefunds /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: '1 refund needs attention' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refunds to check' });
    const card = within(dialog).getByRole('listitem', {
      name: '£6.50 to Grace Hopper: Refund failed, we are retrying',
    });
    expect(card.textContent).toContain('Grace Hopper (grace@example.test)');
    expect(card.textContent).toContain('ORD-0042, Spin');
    expect(card.textContent).toContain(
      'Stripe could not make the refund: the card has expired or was cancelled.',
    );
    expect(card.textContent).toContain('27 Nov, 10:15 (2 tries)');

    list = [];
    fireEvent.click(within(card).getByRole('button', { name: /^Retry now\s*the refund to Grace Hopper$/ }));
    await waitFor(() => expect(screen.getByText("£6.50 refunded to Grace Hopper's card.")).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/front-of-house/refunds/41/retry',
    ]);
    expect(await within(dialog).findByText('No refunds need attention.')).toBeTruthy();
  });

  it('says so when the processor refuses again, and keeps it listed', async () => {
    desk(() => [failed], { ...failed, attempts: 3 });
    renderApp([{ path: '*', element: <DeskRefunds /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: '1 refund needs attention' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Retry now\s*the refund to Grace Hopper$/ }));
    await waitFor(() =>
      expect(
        screen.getByText('The card processor refused the refund again. It stays on the list.'),
      ).toBeTruthy(),
    );
    expect(screen.getAllByTestId('desk-refund')).toHaveLength(1);
  });

  it('shows nothing in the desk bar when no refund needs attention', async () => {
    const calls = desk(() => [], failed);
    renderApp([{ path: '*', element: <DeskRefunds /> }], '/');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/front-of-house/refunds')).toBe(true));
    expect(screen.queryByTestId('desk-refunds-opener')).toBeNull();
  });
});
