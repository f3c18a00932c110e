// @vitest-environment jsdom
import type { CourseSummary, Venue } from '@leisure/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { CourseList } from './course-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const venue = { slug: 'leeds-central', name: 'Leeds Central' } as Venue;

const summary = (
  slug: string,
  name: string,
  minAge: number | null,
  maxAge: number | null,
): CourseSummary => ({
  id: slug.length,
  slug,
  objectType: 'course',
  name,
  description: '',
  activitySlug: 'swimming',
  venueSlug: 'leeds-central',
  startsOn: '2026-11-28',
  endsOn: '2027-01-30',
  weekday: 'Sat',
  startTime: '09:00',
  durationMinutes: 30,
  sessionCount: 10,
  minAge,
  maxAge,
  price: { amountPence: 6500, formatted: '£65.00' },
  capacity: 10,
  spacesAvailable: 3,
  actionToShow: { status: 'BOOK', reason: null, firstBookableAt: null },
});
const lessons = summary('learn-to-swim', 'Learn to swim', 4, 7);
const improvers = summary('adult-improvers', 'Adult improvers', 16, null);

const links = {
  all: '/courses/location/leeds-central',
  activity: (slug: string) => `/courses/location/leeds-central/${slug}`,
  course: (course: CourseSummary) => `/courses/location/leeds-central/swimming/${course.slug}`,
  activities: '/location/leeds-central',
};

function showList(path = '/courses/location/leeds-central') {
  const calls = fakeNetwork(({ path: called }) => {
    if (called === '/api/activities/venue/leeds-central/courses') return ok([lessons, improvers]);
    if (called === '/api/activities/venue/leeds-central/courses?age=5') return ok([lessons]);
    if (called === '/api/activities/venue/leeds-central/courses?age=90') return ok([]);
    if (called.startsWith('/api/activities/venue/leeds-central/categories')) return ok([]);
    return undefined;
  });
  const rendered = renderApp(
    [{ path: '/courses/location/:venueSlug', element: <CourseList venue={venue} links={links} /> }],
    path,
  );
  return { calls, ...rendered };
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('narrowing the course list to an age', () => {
  it("asks the server for the courses that take the attendee's age, and keeps it in the address", async () => {
    const { router } = showList();
    await waitFor(() => expect(titles()).toEqual(['Learn to swim', 'Adult improvers']));
    fireEvent.change(screen.getByLabelText('Age of the person attending'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find courses' }));
    await waitFor(() => expect(titles()).toEqual(['Learn to swim']));
    expect(router.state.location.search).toBe('?age=5');
    fireEvent.click(screen.getByRole('link', { name: 'Show courses for every age' }));
    await waitFor(() => expect(titles()).toEqual(['Learn to swim', 'Adult improvers']));
    expect(router.state.location.search).toBe('');
  });

  it('says when no course takes the age, and refuses what is not an age', async () => {
    showList('/courses/location/leeds-central?age=90');
    expect(
      await screen.findByText('There are no courses for age 90 at Leeds Central at the moment.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Show courses for every age' })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Age of the person attending'), { target: { value: 'five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find courses' }));
    expect(screen.getByText('Enter an age in whole years, from 0 to 120')).toBeTruthy();
  });
});
