// @vitest-environment jsdom
import type { ActionToShow, Cart, Course, Venue } from '@leisure/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../../../lib/system-store.ts';
import { type FakeRoute, failure, fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { cartLine, cartWith } from '../../cart/test/cart.test-kit.ts';
import { testQuestions } from '../../questions/test/questions.test-kit.ts';
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

const questions = testQuestions;

/** The basket after the add: a class whose listing id is the course's too, and the course's line. */
const basketWithCourse = cartWith([
  cartLine({ id: 19, type: 'activity_class', listingId: 31 }),
  cartLine({ id: 14, type: 'course', listingId: 31, name: 'Learn to swim' }),
]);

function fakeBasket(added: Cart | null = basketWithCourse) {
  return {
    add: vi.fn(async () => added),
    remove: vi.fn(async () => true),
    isAdding: () => false,
    isRemoving: () => false,
  } satisfies CourseBasket;
}

const answersPath = '/api/activities/cart/5/questions';

function showCourse(item: Course, basket: CourseBasket, ...routes: FakeRoute[]) {
  const calls = fakeNetwork(...routes);
  renderApp(
    [{ path: '*', element: <CourseDetails venue={venue} course={item} basket={basket} isStaff={false} /> }],
    '/',
  );
  return calls;
}

const sheet = () => screen.getByTestId('book-course-slide-over');
const messageUnder = (label: string) => {
  const field = within(sheet()).getByLabelText(label, { exact: false });
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

function answerAndSave() {
  fireEvent.change(within(sheet()).getByLabelText('Any medical conditions?'), { target: { value: 'None' } });
  fireEvent.change(within(sheet()).getByLabelText('Swimming ability'), { target: { value: 'Confident' } });
  fireEvent.click(
    within(within(sheet()).getByRole('group', { name: 'Photo consent' })).getByLabelText('Yes'),
  );
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Save answers' }));
}

describe('booking a course', () => {
  it("adds the course with 'Book course' once the questions are done, and closes the slide-over", async () => {
    const basket = fakeBasket();
    const calls = showCourse(course({}), basket);
    expect(screen.getByText('3 spaces left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    expect(basket.add).toHaveBeenCalledWith([{ id: 31, type: 'course' }]);
    await waitFor(() => expect(screen.queryByTestId('book-course-slide-over')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('stays open when the basket refused the course (its toast says why)', async () => {
    const basket = fakeBasket(null);
    showCourse(course({}), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    await waitFor(() => expect(basket.add).toHaveBeenCalledTimes(1));
    expect(within(sheet()).getByRole('button', { name: 'Book course' })).toBeTruthy();
  });

  it('offers Remove from basket for a course in the basket', () => {
    const basket = fakeBasket();
    showCourse(course({ status: 'CANCEL_RESERVATION' }), basket);
    expect(screen.queryByRole('button', { name: 'Book this course' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from basket' }));
    expect(basket.remove).toHaveBeenCalledWith({ id: 31, type: 'course' });
  });

  it("links a booked course to the customer's bookings in the my-account app, with no booking button", () => {
    showCourse(course({ status: 'CANCEL_BOOKING' }), fakeBasket());
    const link = screen.getByRole('link', { name: /^Manage booking: Learn to swim/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.hostname).toBe('my-account.demo.localhost');
    expect(href.pathname).toBe('/bookings');
    expect(screen.queryByRole('button', { name: 'Book this course' })).toBeNull();
    expect(screen.getByText('Booked')).toBeTruthy();
  });

  it('offers no waiting list for a full course', () => {
    showCourse(course({ status: 'JOIN_WAITLIST' }), fakeBasket());
    expect(screen.queryByRole('button', { name: /waitlist/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book this course' })).toBeNull();
    expect(screen.getByText('Full')).toBeTruthy();
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

describe("a course's questions", () => {
  it("sends the answers to the course's new basket line, then closes", async () => {
    const basket = fakeBasket();
    const calls = showCourse({ ...course({}), questions }, basket, ({ method, path }) =>
      method === 'POST' && path === answersPath
        ? ok({ cartId: 5, items: [], unansweredRequired: 0 })
        : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    answerAndSave();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    await waitFor(() => expect(screen.queryByTestId('book-course-slide-over')).toBeNull());
    expect(basket.add).toHaveBeenCalledWith([{ id: 31, type: 'course' }]);
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: answersPath,
        body: {
          answers: [
            { cart_item_id: 14, question_id: 1, answer: 'None' },
            { cart_item_id: 14, question_id: 2, answer: 'Confident' },
            { cart_item_id: 14, question_id: 3, answer: 'yes' },
          ],
        },
      },
    ]);
  });

  it('asks for the required answers before the course goes in the basket', async () => {
    // Answers kept from before the course asked about swimming ability.
    window.sessionStorage.setItem(
      'course-answers:demo:leeds-central:learn-to-swim',
      JSON.stringify({ 1: 'None', 3: 'no' }),
    );
    const basket = fakeBasket();
    const calls = showCourse({ ...course({}), questions }, basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    const alert = await within(sheet()).findByRole('alert');
    expect(alert.textContent).toBe('Please complete all required questions');
    // Focus goes to the first question left out; the alert is read out as it appears.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(sheet()).getByLabelText('Swimming ability')),
    );
    expect(messageUnder('Swimming ability')).toBe('Required');
    expect(messageUnder('Any medical conditions?')).toBeUndefined();
    expect(basket.add).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("shows the server's 422 messages under their questions, then answers the same line again", async () => {
    let answers = 0;
    const basket = fakeBasket();
    const calls = showCourse({ ...course({}), questions }, basket, ({ method, path }) => {
      if (method !== 'POST' || path !== answersPath) return undefined;
      answers += 1;
      return answers === 1
        ? failure(422, 'Please complete all required questions', 'validation_failed', {
            'answers.1.answer': ['Choose one of the options.'],
            'items.14.questions.4': ['Required'],
          })
        : ok({ cartId: 5, items: [], unansweredRequired: 0 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    answerAndSave();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));

    const alert = await within(sheet()).findByRole('alert');
    expect(alert.textContent).toBe('Please complete all required questions');
    expect(messageUnder('Swimming ability')).toBe('Choose one of the options.');
    expect(messageUnder('Anything else?')).toBe('Required');
    expect(messageUnder('Any medical conditions?')).toBeUndefined();
    expect(within(sheet()).getByText(/The course is in your basket/)).toBeTruthy();

    fireEvent.change(within(sheet()).getByLabelText('Swimming ability'), { target: { value: 'Beginner' } });
    expect(messageUnder('Swimming ability')).toBeUndefined();
    fireEvent.change(within(sheet()).getByLabelText(/Anything else\?/), {
      target: { value: 'Wears glasses' },
    });
    expect(within(sheet()).queryByRole('alert')).toBeNull();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Save answers' }));

    await waitFor(() => expect(screen.queryByTestId('book-course-slide-over')).toBeNull());
    expect(basket.add).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.body)).toEqual([
      {
        answers: [
          { cart_item_id: 14, question_id: 1, answer: 'None' },
          { cart_item_id: 14, question_id: 2, answer: 'Confident' },
          { cart_item_id: 14, question_id: 3, answer: 'yes' },
        ],
      },
      {
        answers: [
          { cart_item_id: 14, question_id: 1, answer: 'None' },
          { cart_item_id: 14, question_id: 2, answer: 'Beginner' },
          { cart_item_id: 14, question_id: 3, answer: 'yes' },
          { cart_item_id: 14, question_id: 4, answer: 'Wears glasses' },
        ],
      },
    ]);
  });
});
