// @vitest-environment jsdom
import type { GuestPassList } from '@leisure/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guestPass, guestPassList } from '../features/account/test/account.test-kit.ts';
import { todayIso } from '../lib/form-validation.ts';
import { type FakeRoute, failure, ok } from '../test/app-harness.test-kit.tsx';
import {
  changes,
  renderAccount,
  resetAccountTest,
  setGuestPassesEnabled,
  toastTexts,
} from './account.test-kit.tsx';

beforeEach(() => setGuestPassesEnabled(true));
afterEach(resetAccountTest);

const passesPath = '/api/my-account/guest-passes';

function passes(current: () => GuestPassList): FakeRoute {
  return ({ method, path }) => (method === 'GET' && path === passesPath ? ok(current()) : undefined);
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const issue = () => fireEvent.click(screen.getByRole('button', { name: 'Issue guest pass' }));

describe('the guest passes page', () => {
  it('lists the passes with their code and state, and what is left this month', async () => {
    const used = guestPass({
      id: 2,
      guestFirstName: 'Alan',
      guestLastName: 'Turing',
      status: 'used',
      code: 'GP-11AA',
    });
    renderAccount('/guest-passes', [passes(() => guestPassList({ passes: [guestPass(), used] }))]);
    const [ready, old] = await screen.findAllByTestId('guest-pass');
    expect(document.title).toBe('Demo Leisure | Guest passes');
    expect(screen.getByTestId('guest-pass-allowance').textContent).toBe(
      '1 of 2 guest passes left this month',
    );
    expect(within(ready as HTMLElement).getByTestId('guest-pass-code').textContent).toBe('GP-7K2Q');
    expect(ready?.textContent).toContain('Ready to use');
    expect(ready?.textContent).toContain('28 November 2026');
    expect(old?.textContent).toContain('Used');
  });

  it('tells a customer without an allowance what membership gives, with no 0 of 0 and no form', async () => {
    const none = { perMonth: 0, usedThisMonth: 0, leftThisMonth: 0 };
    renderAccount('/guest-passes', [passes(() => guestPassList({ passes: [], allowance: none }))]);
    expect(await screen.findByText(/Guest passes come with selected memberships/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See memberships' }).getAttribute('href')).toBe(
      'http://online-joining.demo.localhost:3000/',
    );
    expect(screen.queryByTestId('guest-pass-allowance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue guest pass' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your guest passes' })).toBeNull();
    expect(document.body.textContent).not.toContain('does not include');
  });

  it('still lists the passes of a former member, without the allowance', async () => {
    const none = { perMonth: 0, usedThisMonth: 0, leftThisMonth: 0 };
    renderAccount('/guest-passes', [passes(() => guestPassList({ passes: [guestPass()], allowance: none }))]);
    expect(await screen.findAllByTestId('guest-pass')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Bring a guest' })).toBeTruthy();
    expect(screen.queryByTestId('guest-pass-allowance')).toBeNull();
  });

  it('issues a pass with POST, says so with its code, and fetches the list again', async () => {
    let list = guestPassList({ passes: [] });
    const created = guestPass({ id: 9, code: 'GP-NEW1', validOn: todayIso() });
    const { calls } = renderAccount('/guest-passes', [
      passes(() => list),
      ({ method }) => {
        if (method !== 'POST') return undefined;
        list = guestPassList({
          passes: [created],
          allowance: { perMonth: 2, usedThisMonth: 2, leftThisMonth: 0 },
        });
        return ok(created, 201);
      },
    ]);
    await screen.findByTestId('guest-pass-form');
    fill("Guest's first name", 'Grace');
    fill("Guest's last name", 'Hopper');
    fireEvent.change(screen.getByTestId('date-input'), { target: { value: todayIso() } });
    issue();
    await waitFor(() => expect(toastTexts()[0]).toContain('code GP-NEW1'));
    expect(changes(calls)).toMatchObject([
      {
        method: 'POST',
        path: passesPath,
        headers: { 'Idempotency-Key': expect.any(String) },
        body: { first_name: 'Grace', last_name: 'Hopper', email: null, valid_on: todayIso() },
      },
    ]);
    expect(await screen.findByTestId('guest-pass')).toBeTruthy();
    expect(screen.getByText(/You have used all your guest passes for this month/)).toBeTruthy();
  });

  it("says what is missing, then shows the server's refusal", async () => {
    const { calls } = renderAccount('/guest-passes', [
      passes(() => guestPassList()),
      ({ method }) =>
        method === 'POST' ? failure(409, 'You have no guest passes left this month.', 'conflict') : undefined,
    ]);
    await screen.findByTestId('guest-pass-form');
    issue();
    expect((await screen.findAllByText('This field is required')).length).toBe(3);
    expect(changes(calls)).toEqual([]);
    fill("Guest's first name", 'Grace');
    fill("Guest's last name", 'Hopper');
    fireEvent.change(screen.getByTestId('date-input'), { target: { value: todayIso() } });
    issue();
    const refusal = await screen.findByTestId('guest-pass-refusal');
    expect(refusal.textContent).toBe('You have no guest passes left this month.');
    expect(refusal.getAttribute('role')).toBe('alert');
  });
});
