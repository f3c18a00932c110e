// @vitest-environment jsdom
import type { Household, HouseholdMember } from '@leisure/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeRoute, ok } from '../test/app-harness.test-kit.tsx';
import { changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const path = '/api/my-account/household';

const ella: HouseholdMember = {
  id: 41,
  kind: 'dependant',
  firstName: 'Ella',
  lastName: 'Example',
  dateOfBirth: '2020-06-01',
  medicalNotes: 'Mild asthma',
  emergencyContact: null,
};

function household(state: { current: Household }): FakeRoute {
  return ({ method, path: called, body }) => {
    if (method === 'GET' && called === path) return ok(state.current);
    if (method === 'POST' && called === `${path}/dependants`) {
      const added = body as { first_name: string; last_name: string; date_of_birth: string };
      const member = {
        ...ella,
        id: 42,
        firstName: added.first_name,
        lastName: added.last_name,
        dateOfBirth: added.date_of_birth,
        medicalNotes: null,
      };
      state.current = { members: [...state.current.members, member] };
      return ok(state.current, 201);
    }
    return undefined;
  };
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });

describe('the household page', () => {
  it('lists the dependants with their notes, and adds one with the details the customer typed', async () => {
    const state = { current: { members: [ella] } };
    const { calls } = renderAccount('/household', [household(state)]);
    const [card] = await screen.findAllByTestId('household-member');
    expect(document.title).toBe('Demo Leisure | Household');
    expect(card?.textContent).toContain('Ella Example');
    expect(card?.textContent).toContain('Mild asthma');
    expect(screen.getByRole('button', { name: 'Edit Ella Example' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add a dependant' });
    fill(form, 'First name', 'Sam');
    fill(form, 'Last name', 'Example');
    fill(form, 'Date of birth', '2015-03-15');
    fireEvent.click(within(form).getByRole('button', { name: 'Add dependant' }));
    await waitFor(() => expect(screen.getAllByTestId('household-member')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        first_name: 'Sam',
        last_name: 'Example',
        date_of_birth: '2015-03-15',
        medical_notes: null,
        emergency_contact: null,
      },
    ]);
    expect(toastTexts()).toContain('Sam is added to your household.');
  });

  it('asks for the names and date of birth before sending anything', async () => {
    const { calls } = renderAccount('/household', [household({ current: { members: [] } })]);
    expect(await screen.findByText(/No dependants yet/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a dependant' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add dependant' }));
    await waitFor(() => expect(within(form).getAllByText(/required/i).length).toBeGreaterThan(0));
    expect(changes(calls)).toEqual([]);
  });
});
