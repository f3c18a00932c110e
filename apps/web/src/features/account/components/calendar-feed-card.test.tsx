// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
});

const feedPath = '/api/my-account/calendar-feed';
const webcal = 'webcal://my-account.demo.localhost/api/calendar/abc123.ics';

function showFeed(...routes: FakeRoute[]) {
  const calls = fakeNetwork(...routes);
  renderApp([{ path: '/', element: <CalendarFeedCard /> }], '/');
  return calls;
}

const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);
const changes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('the calendar feed card', () => {
  it('creates the link with POST, then focuses it, ready to copy', async () => {
    const calls = showFeed(({ method, path }) =>
      path !== feedPath
        ? undefined
        : method === 'POST'
          ? ok({ url: webcal, active: true }, 201)
          : ok({ url: null, active: false }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Your calendar link is ready.']));
    const input = screen.getByLabelText('Your calendar link') as HTMLInputElement;
    expect(input.value).toBe(webcal);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(webcal);
    expect(changes(calls)).toMatchObject([
      { method: 'POST', path: feedPath, headers: { 'Idempotency-Key': expect.any(String) } },
    ]);
  });

  it('copies the new link', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    showFeed(({ method, path }) =>
      path !== feedPath
        ? undefined
        : method === 'POST'
          ? ok({ url: webcal, active: true }, 201)
          : ok({ url: null }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastTexts()).toContain('Calendar link copied.'));
    expect(writeText).toHaveBeenCalledWith(webcal);
  });

  it('says a link made earlier is on (its URL is shown only once) and turns it off once confirmed', async () => {
    const calls = showFeed(({ method, path }) =>
      path !== feedPath
        ? undefined
        : method === 'DELETE'
          ? ok({ url: null, active: false })
          : ok({ url: null, active: true }),
    );
    expect(await screen.findByText('Your calendar link is on.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off link' }));
    const dialog = screen.getByTestId('confirmation-modal');
    expect(within(dialog).getByRole('heading', { name: 'Turn off your calendar link?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, turn it off' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Your calendar link no longer works.']));
    expect(changes(calls)).toMatchObject([{ method: 'DELETE', path: feedPath }]);
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
    expect(screen.queryByText('Your calendar link is on.')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Calendar feed'));
  });
});
