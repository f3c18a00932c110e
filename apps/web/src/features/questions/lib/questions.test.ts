import { describe, expect, it } from 'vitest';
import { testQuestions } from '../test/questions.test-kit.ts';
import {
  answerText,
  cartAnswersOf,
  type Question,
  questionErrorsOf,
  savedAnswersOf,
  validateAnswers,
} from './questions.ts';

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
    expect(validateAnswers([questions[3] as Question], {})).toEqual({});
  });
});

describe('answerText', () => {
  it('reads yes/no and unanswered questions plainly', () => {
    expect(answerText(questions[2] as Question, 'yes')).toBe('Yes');
    expect(answerText(questions[2] as Question, 'no')).toBe('No');
    expect(answerText(questions[3] as Question, '')).toBe('Not answered');
  });
});

describe('cartAnswersOf', () => {
  it('sends the answered questions of one line, trimmed, leaving out blank ones', () => {
    expect(cartAnswersOf(14, questions, { 1: ' None ', 2: 'Beginner', 3: '', 4: '   ' })).toEqual([
      { cart_item_id: 14, question_id: 1, answer: 'None' },
      { cart_item_id: 14, question_id: 2, answer: 'Beginner' },
    ]);
  });

  it('sends a blank answer where one was saved, to clear it', () => {
    expect(cartAnswersOf(14, questions, { 1: 'None', 4: ' ' }, { 4: 'Goggles' })).toEqual([
      { cart_item_id: 14, question_id: 1, answer: 'None' },
      { cart_item_id: 14, question_id: 4, answer: '' },
    ]);
  });
});

describe('savedAnswersOf', () => {
  it('keys the saved answers by question id, leaving out unanswered ones', () => {
    const asked = questions.map((question) => ({
      ...question,
      source: 'activity' as const,
      answer: question.id === 2 ? 'Confident' : null,
    }));
    expect(savedAnswersOf(asked)).toEqual({ 2: 'Confident' });
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
