// @vitest-environment jsdom
import type { ActionToShow, Cart, Course, Venue } from '@leisure/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { systemStore } from '../../../lib/system-store.ts';
import { type FakeRoute, failure, fakeNetwork, ok, renderApp } from '../../../test/app-harness.test-kit.tsx';
import { cartLine, cartWith } from '../../cart/test/cart.test-kit.ts';
import { testQuestions } from '../../questions/test/questions.test-kit.ts';
import type { CourseBasket } from './course-basket.ts';
import { CourseDetails } from './course-details.tsx';

beforeEach(() => writeCookie('auth_state_demo', '1'));

afterEach(() => {
  deleteCookie('auth_state_demo');
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

const attendeesPath = '/api/activities/question-waivers/previous-attendees';
const me = {
  id: 7,
  firstName: 'Pat',
  lastName: 'Example',
  dateOfBirth: '1990-03-10',
  email: 'pat@example.test',
  isSelf: true,
};
const savedChild = { ...me, id: 8, firstName: 'Mia', dateOfBirth: '2021-05-01', email: null, isSelf: false };
const savedAttendees: FakeRoute = ({ path }) =>
  path.startsWith(attendeesPath) ? ok({ attendees: [me, savedChild] }) : undefined;

/** The calls the booking made: what it sent, leaving out the reads (the account, the saved attendees). */
const bookingCalls = <T extends { method: string }>(calls: T[]) =>
  calls.filter((call) => call.method !== 'GET');

function showCourse(item: Course, basket: CourseBasket, ...routes: FakeRoute[]) {
  const calls = fakeNetwork(savedAttendees, ...routes);
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

/** 'Someone new': a child with their date of birth. */
function addChild(dateOfBirth = '2021-05-01') {
  fireEvent.click(within(sheet()).getByLabelText('Someone new, such as a child'));
  fireEvent.change(within(sheet()).getByLabelText('First name'), { target: { value: 'Mia ' } });
  fireEvent.change(within(sheet()).getByLabelText('Last name'), { target: { value: 'Example' } });
  fireEvent.change(within(sheet()).getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
}

const forMia = { attendee: { first_name: 'Mia', last_name: 'Example', date_of_birth: '2021-05-01' } };

describe('booking a course', () => {
  it("adds the course with 'Book course' once the questions are done, and closes the slide-over", async () => {
    const basket = fakeBasket();
    const calls = showCourse(course({}), basket);
    expect(screen.getByText('3 spaces left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    addChild();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    expect(basket.add).toHaveBeenCalledWith([{ id: 31, type: 'course', ...forMia }]);
    await waitFor(() => expect(screen.queryByTestId('book-course-slide-over')).toBeNull());
    expect(bookingCalls(calls)).toEqual([]);
  });

  it('books for someone chosen from the saved attendees', async () => {
    const basket = fakeBasket();
    showCourse(course({}), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    fireEvent.click(await within(sheet()).findByLabelText(/Mia Example/));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    expect(basket.add).toHaveBeenCalledWith([{ id: 31, type: 'course', attendee_id: 8 }]);
  });

  it("refuses an attendee outside the course's ages, saying why, and adds nothing", async () => {
    const basket = fakeBasket();
    showCourse(course({}), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    expect(within(sheet()).getByText('For ages 4 to 7 on the first session (Sat 28 Nov 2026).')).toBeTruthy();
    fireEvent.click(await within(sheet()).findByLabelText(/Pat Example/));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    const tooOld = 'Learn to swim is for ages 4 to 7. The person attending will be 36 on the first session.';
    expect(document.getElementById('course-attendee-search-error')?.textContent).toBe(tooOld);
    addChild('2023-01-01');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    expect(messageUnder('Date of birth')).toBe(
      'Learn to swim is for ages 4 to 7. The person attending will be 3 on the first session.',
    );
    expect(document.activeElement).toBe(within(sheet()).getByLabelText('Date of birth'));
    expect(basket.add).not.toHaveBeenCalled();
  });

  it('asks for the name and date of birth of someone new', () => {
    const basket = fakeBasket();
    showCourse(course({}), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    fireEvent.click(within(sheet()).getByLabelText('Someone new, such as a child'));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    expect(messageUnder('First name')).toBe('Enter their first name');
    expect(messageUnder('Date of birth')).toBe('Enter their date of birth');
    expect(basket.add).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in before choosing who attends', () => {
    deleteCookie('auth_state_demo');
    const basket = fakeBasket();
    showCourse(course({}), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    expect(within(sheet()).queryByTestId('course-attendee')).toBeNull();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Log in to book' }));
    expect(systemStore.get().loginModal).toBe('login');
    expect(basket.add).not.toHaveBeenCalled();
  });

  it('stays open when the basket refused the course (its toast says why)', async () => {
    const basket = fakeBasket(null);
    showCourse(course({}), basket);
    fireEvent.click(screen.getByRole('button', { name: 'Book this course' }));
    addChild();
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
    addChild();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Book course' }));
    await waitFor(() => expect(screen.queryByTestId('book-course-slide-over')).toBeNull());
    expect(basket.add).toHaveBeenCalledWith([{ id: 31, type: 'course', ...forMia }]);
    expect(bookingCalls(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
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
    addChild();
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
    expect(bookingCalls(calls)).toEqual([]);
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
    addChild();
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
    expect(bookingCalls(calls).map((call) => call.body)).toEqual([
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
