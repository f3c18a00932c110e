// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FullPageError, LoadingSpinner, Maintenance, NotFound } from './index.ts';

afterEach(cleanup);

describe('screens', () => {
  it('full-page error says what happened and offers a way home', () => {
    render(<FullPageError />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We may have dropped the ball on this one.',
    );
    expect(
      screen.getByText(
        'The page failed to load correctly. Try refreshing the page or return to the home page.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeTruthy();
  });

  it('not-found links to the root path', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFound /> }], { initialEntries: ['/x'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "Whoops! Looks like you've gone offside.",
    );
    expect(
      screen.getByText("The page you're looking for doesn't exist. Return home to keep the ball rolling."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('maintenance and the spinner', () => {
    render(
      <>
        <Maintenance />
        <LoadingSpinner />
      </>,
    );
    expect(screen.getByText('Service disruption')).toBeTruthy();
    expect(screen.getByText('Unable to access the site due to planned maintenance.')).toBeTruthy();
    expect(screen.getByTestId('loading-spinner').getAttribute('role')).toBe('status');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
