// @vitest-environment jsdom
import type { Course, Venue } from '@leisure/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { fakeNetwork, ok, renderApp, testUser } from '../../../test/app-harness.test-kit.tsx';
import type { CourseBasket } from './course-basket.ts';
import { CourseDetails } from './course-details.tsx';

beforeEach(() => writeCookie('auth_state_demo', '1'));
afterEach(() => {
  cleanup();
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

const session = (id: number, day: string) => ({
  id,
  startsAt: { dateTime: `${day}T09:00:00+00:00`, time: '09:00' },
  endsAt: { dateTime: `${day}T09:30:00+00:00`, time: '09:30' },
});

const course = {
  id: 31,
  slug: 'learn-to-swim',
  objectType: 'course',
  name: 'Learn to swim',
  description: 'Water confidence.',
  activitySlug: 'swimming',
  venueSlug: 'leeds-central',
  startsOn: '2026-11-28',
  endsOn: '2026-12-05',
  weekday: 'Sat',
  startTime: '09:00',
  durationMinutes: 30,
  sessionCount: 2,
  minAge: 4,
  maxAge: 7,
  price: { amountPence: 6500, formatted: '£65.00' },
  capacity: 10,
  spacesAvailable: 3,
  actionToShow: { status: 'BOOK', reason: null, firstBookableAt: null },
  sessions: [session(1, '2026-11-28'), session(2, '2026-12-05')],
  questions: [],
} satisfies Course;

const basket: CourseBasket = {
  add: async () => null,
  remove: async () => true,
  isAdding: () => false,
  isRemoving: () => false,
};

function showCourseTo(role: 'staff' | 'customer') {
  const calls = fakeNetwork(({ path }) =>
    path === '/api/auth/user' ? ok({ ...testUser, role }) : undefined,
  );
  renderApp(
    [
      {
        path: '*',
        element: (
          <CourseDetails
            venue={{ slug: 'leeds-central', name: 'Leeds Central' } as Venue}
            course={course}
            basket={basket}
          />
        ),
      },
    ],
    '/',
  );
  return calls;
}

describe('the front-of-house course detail', () => {
  it('shows staff each session in an accordion, with the places', async () => {
    showCourseTo('staff');
    const accordion = await screen.findByTestId('foh-course-detail-accordion');
    expect(within(accordion).getByRole('heading', { name: 'Front of house: sessions' })).toBeTruthy();
    const summaries = within(accordion).getAllByText(/^Session \d/);
    expect(summaries).toHaveLength(2);
    fireEvent.click(summaries[0] as HTMLElement);
    expect(accordion.textContent).toContain('3 spaces left of 10');
  });

  it('is never shown to a customer', async () => {
    const calls = showCourseTo('customer');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('foh-course-detail-accordion')).toBeNull();
  });
});
