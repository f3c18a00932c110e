// @vitest-environment jsdom
import type { ActionToShow, Course, Venue } from '@leisure/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../../../lib/system-store.ts';
import { fakeNetwork, renderApp } from '../../../test/app-harness.tsx';
import type { CourseBasket } from './course-basket.ts';
import { CourseDetails } from './course-details.tsx';

afterEach(() => {
  cleanup();
  act(() => systemStore.closeLoginModal());
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const venue = { slug: 'leeds-central', name: 'Leeds Central' } as Venue;

function course(action: Partial<ActionToShow>): Course {
  return {
    id: 31,
    slug: 'learn-to-swim',
    objectType: 'course',
    name: 'Learn to swim',
    description: 'Water confidence.',
    activitySlug: 'swimming',
    venueSlug: 'leeds-central',
    startsOn: '2026-11-28',
    endsOn: '2027-01-30',
    weekday: 'Sat',
    startTime: '09:00',
    durationMinutes: 30,
    sessionCount: 10,
    minAge: 4,
    maxAge: 7,
    price: { amountPence: 6500, formatted: '£65.00' },
    capacity: 10,
    spacesAvailable: 3,
    actionToShow: { status: 'BOOK', reason: null, firstBookableAt: null, ...action },
    sessions: [],
    questions: [],
  };
}

function fakeBasket() {
  return {
    add: vi.fn(async () => true),
    remove: vi.fn(async () => true),
    isAdding: () => false,
    isRemoving: () => false,
  } satisfies CourseBasket;
}

function showCourse(item: Course, basket: CourseBasket) {
  fakeNetwork();
  renderApp(
    [{ path: '*', element: <CourseDetails venue={venue} course={item} basket={basket} isStaff={false} /> }],
    '/',
  );
}

describe('booking a course', () => {
  it("adds the course with 'Book course' once the questions are done, and closes the slide-over", async () => {
    const basket = fakeBasket();
    showCourse(course({}), basket);
    expect(screen.getByText('3 spaces left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    const sheet = screen.getByTestId('book-course-slide-over');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Book course' }));
    expect(basket.add).toHaveBeenCalledWith([{ id: 31, type: 'course' }]);
    await waitFor(() => expect(screen.queryByTestId('book-course-slide-over')).toBeNull());
  });

  it('offers Remove from basket for a course in the basket', () => {
    const basket = fakeBasket();
    showCourse(course({ status: 'CANCEL_RESERVATION' }), basket);
    expect(screen.queryByRole('button', { name: 'Book this course' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from basket' }));
    expect(basket.remove).toHaveBeenCalledWith({ id: 31, type: 'course' });
  });

  it('sends a visitor to log in from the slide-over of a members-only course', () => {
    const basket = fakeBasket();
    showCourse(course({ status: 'LOGIN', reason: 'Members only' }), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in to book' }));
    expect(systemStore.get().loginModal).toBe('login');
    expect(basket.add).not.toHaveBeenCalled();
  });
});
