// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userDetails } from '../features/account/test/account.test-kit.ts';
import { type FakeRoute, failure, listedVenue, ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const detailsPath = '/api/my-account/details';
const venues = answerGet('/api/venues', [
  listedVenue(1, 'leeds-central', 'Leeds Central'),
  listedVenue(2, 'york-pool', 'York Pool'),
]);

async function showDetails(...routes: FakeRoute[]) {
  const rendered = renderAccount('/user-details', [...routes, answerGet(detailsPath, userDetails), venues]);
  await screen.findByTestId('user-details-form');
  // The venue list has arrived and the customer's home venue is selected.
  // The loading list already selects the saved venue: wait for the real list.
  await screen.findByRole('option', { name: 'York Pool' });
  expect(field('Home venue').value).toBe('york-pool');
  return rendered;
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

describe('My details', () => {
  it('starts from the saved details, the date of birth in the date input', async () => {
    await showDetails();
    expect(document.title).toBe('Demo Leisure | My details');
    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Lovelace');
    expect(field('Email').value).toBe('ada@example.test');
    expect(field('Phone').value).toBe('07700 900123');
    expect((screen.getByTestId('date-input') as HTMLInputElement).value).toBe('1990-12-10');
    expect(screen.getByLabelText('Date of birth', { exact: false })).toBe(screen.getByTestId('date-input'));
    expect([...(field('Home venue') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'No home venue',
      'Leeds Central',
      'York Pool',
    ]);
  });

  it('says what is wrong before sending anything', async () => {
    const { calls } = await showDetails();
    change('First name', '   ');
    change('Last name', 'x'.repeat(61));
    save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByTestId('details-last-name-error').textContent).toBe('Must be 60 characters or less');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    expect(changes(calls)).toEqual([]);
  });

  it("shows the server's 422 messages under their fields", async () => {
    await showDetails(({ method, path }) =>
      method === 'PUT' && path === detailsPath
        ? failure(422, 'The given data was invalid.', 'validation_failed', {
            email: ['That email address is already in use.'],
          })
        : undefined,
    );
    save();
    await waitFor(() =>
      expect(screen.getByTestId('details-email-error').textContent).toBe(
        'That email address is already in use.',
      ),
    );
    expect(toastTexts()).toEqual([]);
  });

  it('saves with PUT (snake_case, an Idempotency-Key) and says so', async () => {
    const { calls } = await showDetails(({ method, path, body }) =>
      method === 'PUT' && path === detailsPath
        ? ok({ ...userDetails, firstName: (body as { first_name: string }).first_name })
        : undefined,
    );
    change('First name', 'Augusta');
    change('Phone', '');
    change('Home venue', 'leeds-central');
    save();
    await waitFor(() => expect(toastTexts()).toEqual(['Your details have been saved.']));
    expect(changes(calls)).toMatchObject([
      {
        method: 'PUT',
        path: detailsPath,
        headers: { 'Idempotency-Key': expect.any(String) },
        body: {
          first_name: 'Augusta',
          last_name: 'Lovelace',
          email: 'ada@example.test',
          phone: null,
          date_of_birth: '1990-12-10',
          home_venue_slug: 'leeds-central',
        },
      },
    ]);
  });

  it('shows a failure that is not about a field as a toast', async () => {
    await showDetails(({ method }) => (method === 'PUT' ? { status: 502 } : undefined));
    save();
    await waitFor(() => expect(toastTexts()).toEqual(['Something went wrong, please try again.']));
  });
});
