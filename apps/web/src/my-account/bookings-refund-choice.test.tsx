// @vitest-environment jsdom
import type { AccountBooking, CancellationTerms } from '@leisure/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountBooking } from '../features/account/test/account.test-kit.ts';
import { type FakeRoute, ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const upcomingPath = '/api/my-account/bookings?period=upcoming';
const noFeed = answerGet('/api/my-account/calendar-feed', { url: null });
const price = { amountPence: 650, formatted: '£6.50' };

function bookingWith(refundChoices: CancellationTerms['refundChoices'], message: string): AccountBooking {
  const booking = accountBooking();
  if (!booking.cancellation) throw new Error('the test booking may be cancelled');
  return accountBooking({ cancellation: { ...booking.cancellation, refundChoices, message } });
}

/** The list, and a cancel that answers a card refund: records nothing itself (calls do). */
function routes(booking: AccountBooking): FakeRoute[] {
  let list = [booking];
  return [
    ({ method, path }) =>
      method === 'GET' && path === upcomingPath ? ok({ period: 'upcoming', bookings: list }) : undefined,
    noFeed,
    ({ method }) => {
      if (method !== 'DELETE') return undefined;
      list = [];
      return ok({
        bookingId: 501,
        status: 'cancelled',
        refund: price,
        refundTo: 'card',
        message: 'Your booking is cancelled. £6.50 will be refunded to the card you paid with.',
      });
    },
  ];
}

async function openDialog() {
  await screen.findAllByTestId('booking-card');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Morning yoga' }));
  return screen.getByTestId('confirmation-modal');
}

describe('choosing where a cancelled booking’s refund goes', () => {
  it('offers the card or account credit with the amount, the card first, and sends the choice', async () => {
    const both = bookingWith(
      ['card', 'credit'],
      'You will get £6.50 back, to your card or as account credit.',
    );
    const { calls } = renderAccount('/bookings', routes(both));
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('cancellation-message').textContent).toBe(
      'You will get £6.50 back, to your card or as account credit.',
    );
    const group = within(dialog).getByRole('group', { name: 'Where should your £6.50 go?' });
    const card = within(group).getByRole('radio', { name: 'Refund to your card' }) as HTMLInputElement;
    const credit = within(group).getByRole('radio', { name: 'Refund as account credit' }) as HTMLInputElement;
    expect(card.checked).toBe(true);
    fireEvent.click(credit);
    expect(credit.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(changes(calls)).toMatchObject([
      { method: 'DELETE', path: '/api/activities/bookings/501/?source=bookings&refund_to=credit' },
    ]);
  });

  it('sends the card when the customer keeps it', async () => {
    const both = bookingWith(
      ['card', 'credit'],
      'You will get £6.50 back, to your card or as account credit.',
    );
    const { calls } = renderAccount('/bookings', routes(both));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(changes(calls)).toMatchObject([
      { method: 'DELETE', path: '/api/activities/bookings/501/?source=bookings&refund_to=card' },
    ]);
  });

  it('offers no choice when the operator allows one way only, and leaves it to their rule', async () => {
    const cardOnly = bookingWith(['card'], 'You will get £6.50 back to the card you paid with.');
    const { calls } = renderAccount('/bookings', routes(cardOnly));
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('cancellation-message').textContent).toBe(
      'You will get £6.50 back to the card you paid with.',
    );
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(changes(calls)).toMatchObject([
      { method: 'DELETE', path: '/api/activities/bookings/501/?source=bookings' },
    ]);
  });
});
