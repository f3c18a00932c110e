// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { systemStore } from '../../lib/system-store.ts';
import { activityCrumbLabel, Breadcrumbs } from './breadcrumbs.tsx';

afterEach(cleanup);

function renderCrumbs() {
  const crumbs = [{ label: 'Book an activity', to: '/location/york' }, { label: 'Swimming-lessons' }];
  const router = createMemoryRouter([{ path: '*', element: <Breadcrumbs crumbs={crumbs} /> }]);
  render(<RouterProvider router={router} />);
}

describe('Breadcrumbs', () => {
  it('links earlier crumbs and marks the current page', () => {
    act(() => systemStore.initFromUrl(''));
    renderCrumbs();
    expect(screen.getByRole('link', { name: 'Book an activity' }).getAttribute('href')).toBe(
      '/location/york',
    );
    expect(screen.getByText('Swimming-lessons').getAttribute('aria-current')).toBe('page');
  });

  it('is hidden when embedded', () => {
    act(() => systemStore.initFromUrl('?embedded=true'));
    renderCrumbs();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    act(() => systemStore.initFromUrl('?embedded=false'));
  });

  it('capitalises the first letter of an activity slug only', () => {
    expect(activityCrumbLabel('swimming-lessons')).toBe('Swimming-lessons');
  });
});
