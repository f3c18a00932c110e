// @vitest-environment jsdom
import type { CartQuestions } from '@leisure/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartWith } from '../../features/cart/test/cart.test-kit.ts';
import { failure, fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { BasketPage } from './basket-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const yoga = cartLine({ id: 1, listingId: 101, name: 'Morning yoga', minutesLeft: 14 });
const question = (id: number, over: Partial<CartQuestions['items'][number]['questions'][number]>) => ({
  id,
  source: 'activity' as const,
  question: '',
  kind: 'text' as const,
  options: [],
  isRequired: false,
  answer: null,
  ...over,
});
const level = question(7, {
  question: 'How much yoga have you done?',
  kind: 'select',
  options: ['New to yoga', 'Some classes'],
  isRequired: true,
});
const injuries = question(8, { question: 'Any injuries or conditions your instructor should know about?' });

const asked = (answers: { level: string | null; injuries: string | null }): CartQuestions => ({
  cartId: 5,
  items: [
    {
      cartItemId: 1,
      name: 'Morning yoga',
      startsAt: yoga.startsAt,
      questions: [
        { ...level, answer: answers.level },
        { ...injuries, answer: answers.injuries },
      ],
      isComplete: answers.level !== null,
    },
  ],
  unansweredRequired: answers.level === null ? 1 : 0,
});

function showBasket(
  questions: CartQuestions,
  answer: { status: number; body?: unknown } = ok(asked({ level: 'Some classes', injuries: 'A sore knee' })),
) {
  const calls = fakeNetwork(({ method, path }) => {
    if (method === 'GET' && path === '/api/activities/cart') return ok(cartWith([yoga]));
    if (method === 'GET' && path === '/api/activities/cart/questions') return ok(questions);
    return method === 'POST' && path === '/api/activities/cart/5/questions' ? answer : undefined;
  });
  renderApp([{ path: '/basket', element: <BasketPage /> }], '/basket');
  return calls;
}

const region = () => screen.findByRole('region', { name: 'Booking questions' });

describe("the basket's booking questions", () => {
  it("asks each line's questions, pre-filled with the saved answers", async () => {
    showBasket(asked({ level: null, injuries: 'A sore knee' }));
    const questions = await region();
    expect(within(questions).getByRole('heading', { name: 'Morning yoga' })).toBeTruthy();
    expect(questions.textContent).toContain('Answers needed');
    expect(
      (within(questions).getByLabelText('How much yoga have you done?') as HTMLSelectElement).value,
    ).toBe('');
    expect((within(questions).getByLabelText(/Any injuries/) as HTMLTextAreaElement).value).toBe(
      'A sore knee',
    );
  });

  it("holds Checkout with 'Please complete all required questions', focusing the question left out", async () => {
    const calls = showBasket(asked({ level: null, injuries: null }));
    const questions = await region();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByText('Required');
    const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent);
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please complete all required questions',
      'Please complete all required questions',
    ]);
    const select = within(questions).getByLabelText('How much yoga have you done?');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('saves the answers for the line, then offers Checkout', async () => {
    const calls = showBasket(asked({ level: null, injuries: null }));
    const questions = await region();
    fireEvent.change(within(questions).getByLabelText('How much yoga have you done?'), {
      target: { value: 'Some classes' },
    });
    fireEvent.change(within(questions).getByLabelText(/Any injuries/), { target: { value: 'A sore knee' } });
    fireEvent.click(within(questions).getByRole('button', { name: 'Save answers' }));
    expect(await within(questions).findByText('Your answers have been saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answers: [
        { cart_item_id: 1, question_id: 7, answer: 'Some classes' },
        { cart_item_id: 1, question_id: 8, answer: 'A sore knee' },
      ],
    });
    expect(questions.textContent).toContain('Answered');
    expect((await screen.findByRole('link', { name: 'Checkout' })).getAttribute('href')).toBe(
      '/basket/checkout',
    );
  });

  it("shows the server's refusal under its question, keeping what was typed", async () => {
    showBasket(
      asked({ level: null, injuries: null }),
      failure(422, 'Please complete all required questions', 'validation_failed', {
        'answers.0.answer': ['Choose one of the options.'],
      }),
    );
    const questions = await region();
    const select = within(questions).getByLabelText('How much yoga have you done?');
    fireEvent.change(select, { target: { value: 'New to yoga' } });
    fireEvent.click(within(questions).getByRole('button', { name: 'Save answers' }));
    expect(await within(questions).findByText('Choose one of the options.')).toBeTruthy();
    const again = within(questions).getByLabelText('How much yoga have you done?') as HTMLSelectElement;
    expect(again.value).toBe('New to yoga');
    await waitFor(() => expect(document.activeElement).toBe(again));
  });
});
