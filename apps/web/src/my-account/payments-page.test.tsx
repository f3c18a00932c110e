// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountPayments,
  accountPenalties,
  accountPenalty,
  receiptOrder,
} from '../features/account/test/account.test-kit.ts';
import { failure } from '../test/app-harness.test-kit.tsx';
import { answerGet, renderAccount, resetAccountTest } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const receiptPath = '/api/my-account/payments/90/receipt';
const penaltiesPath = '/api/my-account/penalties';

describe('the payments page', () => {
  it('lists the orders with their payments and receipt, and the credit history', async () => {
    const { router } = renderAccount('/payments', [
      answerGet('/api/my-account/payments', accountPayments),
      answerGet(penaltiesPath, accountPenalties([])),
      answerGet(receiptPath, receiptOrder),
    ]);
    const order = await screen.findByTestId('account-order');
    expect(document.title).toBe('Demo Leisure | Payments');
    expect(within(order).getByRole('heading', { level: 3, name: 'Order ORD-0090' })).toBeTruthy();
    expect(order.textContent).toContain('20 November 2026 · 2 bookings');
    expect(order.textContent).toContain('Visa ending 4242£6.50');
    expect(order.textContent).toContain('General credit£5.00');
    const history = screen.getByTestId('credit-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cancelled Morning yoga21 November 2026 · General creditAdded +£6.50',
      'Order ORD-009020 November 2026 · General creditUsed −£5.00',
    ]);
    const receipt = within(order).getByRole('link', { name: 'View receipt for order ORD-0090' });
    expect(receipt.getAttribute('href')).toBe('/payments/90/receipt');
    fireEvent.click(receipt);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/90/receipt'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Receipt for order ORD-0090' })).toBeTruthy();
  });
});

describe('penalties on the payments page', () => {
  it('come first while any is owed: amount, reason and date, to be paid at reception', async () => {
    const damage = accountPenalty({
      id: 9,
      reason: 'damage',
      description: 'Broken squash racket',
      amount: { amountPence: 750, formatted: '£7.50' },
      createdAt: '2026-11-10T10:00:00.000Z',
    });
    const paid = accountPenalty({
      id: 5,
      reason: 'late_cancellation',
      description: 'Late cancellation: Yoga',
      isOutstanding: false,
      settledAt: '2026-10-20T10:00:00.000Z',
      createdAt: '2026-10-01T10:00:00.000Z',
    });
    renderAccount('/payments', [
      answerGet('/api/my-account/payments', accountPayments),
      answerGet(penaltiesPath, accountPenalties([accountPenalty(), damage, paid])),
    ]);
    const owed = await screen.findByTestId('outstanding-penalties');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Penalties', 'Orders', 'Credit history']);
    expect(screen.getByTestId('penalties-owed').textContent).toBe(
      'You owe £12.50 in 2 penalties. Penalties are paid at reception: please pay next time you visit.',
    );
    expect(
      within(owed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No-show: Spin class at Leeds CentralNo-show · 18 November 2026£5.00',
      'Broken squash racketDamage · 10 November 2026£7.50',
    ]);
    expect(screen.getByTestId('paid-penalties').textContent).toBe(
      'Late cancellation: YogaLate cancellation · 1 October 2026 · Paid on 20 October 2026£5.00',
    );
  });

  it('come last, and say so, when none is owed', async () => {
    renderAccount('/payments', [
      answerGet('/api/my-account/payments', accountPayments),
      answerGet(penaltiesPath, accountPenalties([])),
    ]);
    expect(await screen.findByText('You have no penalties to pay.')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Orders', 'Credit history', 'Penalties']);
  });
});

describe('the receipt page', () => {
  it('shows the order, its bookings, totals and payments, with Print', async () => {
    renderAccount('/payments/90/receipt', [answerGet(receiptPath, receiptOrder)]);
    expect(await screen.findByRole('heading', { name: 'Receipt for order ORD-0090' })).toBeTruthy();
    expect(document.title).toBe('Demo Leisure | Receipt');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/payments');
    expect(screen.getByText('Morning yoga')).toBeTruthy();
    expect(screen.getByText('−£1.50')).toBeTruthy();
    expect(screen.getByTestId('receipt-total').textContent).toBe('£11.50');
    expect(screen.getByText('Visa ending 4242')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when the order is not the customer’s', async () => {
    renderAccount('/payments/91/receipt', [
      ({ path }) => (path.endsWith('/91/receipt') ? failure(404, 'Not found', 'not_found') : undefined),
    ]);
    expect(await screen.findByText('We could not find that order in your account.')).toBeTruthy();
  });
});
