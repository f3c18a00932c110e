// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountPayments, receiptOrder } from '../features/account/test/account-fixtures.ts';
import { failure } from '../test/app-harness.tsx';
import { answerGet, renderAccount, resetAccountTest } from './account-test-support.tsx';

afterEach(resetAccountTest);

const receiptPath = '/api/my-account/payments/90/receipt';

describe('the payments page', () => {
  it('lists the orders with their payments and receipt, and the credit history', async () => {
    const { router } = renderAccount('/payments', [
      answerGet('/api/my-account/payments', accountPayments),
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
