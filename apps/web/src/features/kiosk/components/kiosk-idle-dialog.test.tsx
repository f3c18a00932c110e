// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { cartLine, cartWith } from '../../cart/test/cart.test-kit.ts';
import { KioskIdleDialog } from './kiosk-idle-dialog.tsx';

afterEach(() => {
  cleanup();
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

const handoffUrl = 'http://bookings.demo.localhost:8080/basket?handoff=h1.payload.signature';
const basketUrl = 'http://bookings.demo.localhost:8080/basket';

function showDialog(cart: ReturnType<typeof cartWith>) {
  const calls = fakeNetwork(({ method, path }) => {
    if (method === 'GET' && path === '/api/activities/cart') return ok(cart);
    if (method === 'POST' && path === '/api/activities/cart/handoff') {
      return ok({ url: handoffUrl, expiresAt: '2026-11-22T10:10:00+00:00' }, 201);
    }
    return undefined;
  });
  const onStillHere = vi.fn();
  const onHandoffOffered = vi.fn();
  const element = (
    <KioskIdleDialog
      secondsLeft={12}
      onStillHere={onStillHere}
      onHandoffOffered={onHandoffOffered}
      basketUrl={basketUrl}
    />
  );
  renderApp([{ path: '*', element }], '/');
  return { calls, onStillHere, onHandoffOffered };
}

describe('the kiosk warning', () => {
  it('asks, counts down, and shows a QR code of the signed link for a visitor basket', async () => {
    const { onHandoffOffered, onStillHere } = showDialog(
      cartWith([cartLine({ id: 1, listingId: 1, name: 'Swim', minutesLeft: 10 })]),
    );
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.getByTestId('kiosk-idle-seconds').textContent).toBe('12 seconds');
    const qr = await screen.findByRole('img', { name: 'QR code that opens your basket on your phone' });
    expect(qr.getAttribute('data-url')).toBe(handoffUrl);
    expect(qr.querySelector('svg')).toBeTruthy();
    expect(onHandoffOffered).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: "I'm still here" }));
    expect(onStillHere).toHaveBeenCalledTimes(1);
  });

  it('sends a customer to their account basket instead, with no hand-off', async () => {
    writeCookie('auth_state_demo', '1');
    const { calls } = showDialog(
      cartWith([cartLine({ id: 1, listingId: 1, name: 'Swim', minutesLeft: 10 })]),
    );
    const qr = await screen.findByRole('img', { name: 'QR code that opens the basket page on your phone' });
    expect(qr.getAttribute('data-url')).toBe(basketUrl);
    expect(screen.getByText(/saved to your account/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/activities/cart/handoff')).toBe(false);
  });

  it('shows no code for an empty basket', async () => {
    const { calls } = showDialog(cartWith([]));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/activities/cart')).toBe(true));
    expect(screen.queryByText('Carry on on your phone')).toBeNull();
    expect(screen.getByRole('button', { name: "I'm still here" })).toBeTruthy();
  });
});
