import type { CourseQuestion } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { cartLine, cartWith } from '../../cart/test/cart.test-kit.ts';
import { testQuestions } from '../test/course.test-kit.ts';
import { answerText, cartAnswersOf, courseLineOf, questionErrorsOf, validateAnswers } from './questions.ts';

const questions = testQuestions;

describe('validateAnswers', () => {
  it('marks every missing required answer Required', () => {
    expect(validateAnswers(questions, {})).toEqual({ 1: 'Required', 2: 'Required', 3: 'Required' });
  });

  it('treats blank text as missing', () => {
    expect(validateAnswers(questions, { 1: '   ', 2: 'Beginner', 3: 'no' })).toEqual({ 1: 'Required' });
  });

  it('accepts No as an answer to a yes/no question', () => {
    expect(validateAnswers(questions, { 1: 'None', 2: 'Beginner', 3: 'no' })).toEqual({});
  });

  it('rejects a select answer that is not one of the options', () => {
    expect(validateAnswers(questions, { 1: 'x', 2: 'Expert', 3: 'yes' })).toEqual({ 2: 'Required' });
  });

  it('never requires an optional question', () => {
    expect(validateAnswers([questions[3] as CourseQuestion], {})).toEqual({});
  });
});

describe('answerText', () => {
  it('reads yes/no and unanswered questions plainly', () => {
    expect(answerText(questions[2] as CourseQuestion, 'yes')).toBe('Yes');
    expect(answerText(questions[2] as CourseQuestion, 'no')).toBe('No');
    expect(answerText(questions[3] as CourseQuestion, '')).toBe('Not answered');
  });
});

describe('courseLineOf', () => {
  it("finds the course's newest live line, never another kind of line with the same listing id", () => {
    const cart = cartWith([
      cartLine({ id: 30, type: 'activity_class', listingId: 31 }),
      cartLine({ id: 12, type: 'course', listingId: 31 }),
      cartLine({ id: 20, type: 'course', listingId: 31 }),
      cartLine({ id: 25, type: 'course', listingId: 31, isExpired: true }),
      cartLine({ id: 40, type: 'course', listingId: 32 }),
    ]);
    expect(courseLineOf(cart, 31)?.id).toBe(20);
    expect(courseLineOf(cart, 33)).toBeNull();
  });
});

describe('cartAnswersOf', () => {
  it('sends the answered questions of one line, trimmed, leaving out blank ones', () => {
    expect(cartAnswersOf(14, questions, { 1: ' None ', 2: 'Beginner', 3: '', 4: '   ' })).toEqual([
      { cart_item_id: 14, question_id: 1, answer: 'None' },
      { cart_item_id: 14, question_id: 2, answer: 'Beginner' },
    ]);
  });
});

describe('questionErrorsOf', () => {
  const sent = cartAnswersOf(14, questions, { 1: 'None', 2: 'Expert', 3: 'maybe' });

  it("puts each message under the question it names: by the answer's place or by question id", () => {
    expect(
      questionErrorsOf(
        {
          'answers.1.answer': ['Choose one of the options.'],
          'answers.2.question_id': ['This question is not asked for this item.'],
          'items.14.questions.4': ['Required', 'Another'],
          'answers.0.cart_item_id': ['This item is not in your basket.'],
          'answers.9.answer': ['Nothing was sent there'],
          body: ['Invalid value'],
        },
        sent,
      ),
    ).toEqual({
      2: 'Choose one of the options.',
      3: 'This question is not asked for this item.',
      4: 'Required',
    });
  });
});
