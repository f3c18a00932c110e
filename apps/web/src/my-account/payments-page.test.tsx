// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountPayments,
  accountPenalties,
  accountPenalty,
  receiptOrder,
} from '../features/account/test/account.test-kit.ts';
import { failure, ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

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

describe('saved cards on the payments page', () => {
  const visa = { id: 7, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };
  const amex = { id: 4, brand: 'amex', last4: '0005', expiryMonth: 3, expiryYear: 2028 };

  it('lists them and removes one once confirmed, at the server, then shows the cards left', async () => {
    const { calls } = renderAccount('/payments', [
      answerGet('/api/my-account/payments', accountPayments),
      answerGet(penaltiesPath, accountPenalties([])),
      answerGet('/api/my-account/saved-cards', { cards: [visa, amex] }),
      (call) =>
        call.method === 'DELETE' && call.path === '/api/my-account/saved-cards/7'
          ? ok({ cards: [amex] })
          : undefined,
    ]);
    const list = await screen.findByTestId('saved-cards');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Visa ending 4242Expires 12/30Remove Visa ending 4242',
      'Amex ending 0005Expires 03/28Remove Amex ending 0005',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Visa ending 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Visa ending 4242?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the card' }));
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(toastTexts()).toContain('Your card has been removed.'));
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['DELETE /api/my-account/saved-cards/7']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByTestId('saved-cards')).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved cards' })),
    );
  });

  it('says how to save one when there are none', async () => {
    renderAccount('/payments', [
      answerGet('/api/my-account/payments', accountPayments),
      answerGet(penaltiesPath, accountPenalties([])),
      answerGet('/api/my-account/saved-cards', { cards: [] }),
    ]);
    expect(
      await screen.findByText(
        "No saved cards. To save one, tick 'Save this card for next time' when you pay.",
      ),
    ).toBeTruthy();
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
    expect(headings).toEqual(['Penalties', 'Orders', 'Credit history', 'Saved cards']);
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
    expect(headings).toEqual(['Orders', 'Credit history', 'Saved cards', 'Penalties']);
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
