// @vitest-environment jsdom
import type { MembershipArrearsPayment, MembershipBilling, MembershipCharge } from '@leisure/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMembership } from '../features/account/test/account.test-kit.ts';
import { ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, renderAccount, resetAccountTest } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const price = (amountPence: number) => ({ amountPence, formatted: `£${(amountPence / 100).toFixed(2)}` });

const charge = (overrides: Partial<MembershipCharge>): MembershipCharge => ({
  id: 1,
  periodStart: '2026-11-05',
  periodEnd: '2026-12-05',
  amount: price(3500),
  status: 'paid',
  tries: 1,
  paidAt: '2026-11-05T06:00:00.000Z',
  failureReason: null,
  nextTryOn: null,
  ...overrides,
});

const billing = (overrides: Partial<MembershipBilling> = {}): MembershipBilling => ({
  membershipId: 31,
  membershipStatus: 'active',
  nextPayment: { on: '2026-12-05', amount: price(3500) },
  paymentMethod: {
    kind: 'card',
    label: 'Visa ending 4242',
    brand: 'visa',
    last4: '4242',
    expiryMonth: 8,
    expiryYear: 2029,
  },
  arrears: price(0),
  canChangeCard: false,
  history: [charge({ id: 2 }), charge({ id: 1, periodStart: '2026-10-05', periodEnd: '2026-11-05' })],
  ...overrides,
});

const billingPath = '/api/my-account/memberships/31/billing';

describe("a membership's payments", () => {
  it('shows the next payment, the card on file and the payment history', async () => {
    renderAccount('/memberships', [
      answerGet('/api/my-account/memberships', [accountMembership()]),
      answerGet(billingPath, billing()),
    ]);
    const section = await screen.findByTestId('membership-billing');
    expect((await within(section).findByTestId('membership-next-payment')).textContent).toBe(
      'Next payment: £35.00 on 5 December 2026',
    );
    expect(within(section).getByTestId('membership-payment-method').textContent).toBe(
      'Paid by Visa ending 4242 (expires 08/2029)',
    );
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DueAmountStatus',
      '5 November 2026£35.00Paid',
      '5 October 2026£35.00Paid',
    ]);
    expect(screen.queryByTestId('membership-arrears')).toBeNull();
  });

  it('tells a suspended member what is overdue, pays it with the card on file and shows it restored', async () => {
    const overdue = billing({
      membershipStatus: 'suspended',
      nextPayment: null,
      arrears: price(3500),
      history: [charge({ status: 'arrears', tries: 4, paidAt: null, failureReason: 'Payment was declined' })],
    });
    const restored = billing({ history: [charge({ tries: 5 })] });
    let paid = false;
    const { calls } = renderAccount('/memberships', [
      answerGet('/api/my-account/memberships', [accountMembership({ status: 'suspended' })]),
      (call) =>
        call.method === 'GET' && call.path === billingPath ? ok(paid ? restored : overdue) : undefined,
      (call) => {
        if (call.method !== 'POST' || call.path !== '/api/my-account/memberships/31/pay-arrears')
          return undefined;
        paid = true;
        const answer: MembershipArrearsPayment = {
          paid: 1,
          declined: 0,
          outstandingPence: 0,
          membershipStatus: 'active',
        };
        return ok(answer);
      },
    ]);
    const alert = await screen.findByTestId('membership-arrears');
    expect(within(alert).getByRole('heading', { name: 'Payment overdue: £35.00' })).toBeTruthy();
    expect(alert.textContent).toContain('We will charge Visa ending 4242 (expires 08/2029).');
    expect(screen.getByRole('table').textContent).toContain('OverduePayment was declined after 4 tries.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Pay £35.00 now' }));
    expect((await screen.findByTestId('membership-restored')).textContent).toBe(
      'Thank you: your payment was taken and your membership is active again.',
    );
    await screen.findByTestId('membership-next-payment');
    expect(screen.queryByTestId('membership-arrears')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/api/my-account/memberships/31/pay-arrears',
    ]);
  });
});
