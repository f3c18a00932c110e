// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartWith } from '../../features/cart/test/cart.test-kit.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { BasketPage } from './basket-page.tsx';

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/basket', element: <BasketPage /> }];
const claimPath = '/api/activities/cart/handoff/claim';
const handedOver = cartWith([cartLine({ id: 3, listingId: 301, name: 'Kiosk swim', minutesLeft: 12 })]);

describe('/basket?handoff= (a kiosk QR code opened on a phone)', () => {
  it('claims the basket once, shows it and takes the token off the URL', async () => {
    const calls = fakeNetwork(({ method, path }) => {
      if (method === 'POST' && path === claimPath) return ok(handedOver);
      if (method === 'GET' && path === '/api/activities/cart') return ok(handedOver);
      return undefined;
    });
    const { router } = renderApp(routes, '/basket?handoff=h1.abc.def');
    expect(await screen.findByText('Kiosk swim')).toBeTruthy();
    expect(await screen.findByText('Your basket from the kiosk is here.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const claims = calls.filter((call) => call.path === claimPath);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toEqual({ token: 'h1.abc.def' });
    expect(claims[0]?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("says why when the link is no good, above the phone's own basket", async () => {
    fakeNetwork(({ method, path }) => {
      if (method === 'POST' && path === claimPath) {
        return failure(410, 'This basket link has expired. Ask the kiosk for a new one.', 'handoff_expired');
      }
      if (method === 'GET' && path === '/api/activities/cart') return ok(cartWith([]));
      return undefined;
    });
    renderApp(routes, '/basket?handoff=h1.old.sig');
    const alert = await screen.findByTestId('handoff-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain("We couldn't bring your basket over from the kiosk.");
    expect(alert.textContent).toContain('This basket link has expired. Ask the kiosk for a new one.');
    expect(await screen.findByText('Nothing in your basket yet.')).toBeTruthy();
  });
});
