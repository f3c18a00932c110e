import type { CourseQuestion } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { answerText, validateAnswers } from './questions.ts';

const questions: CourseQuestion[] = [
  { id: 1, question: 'Any medical conditions?', kind: 'text', options: [], isRequired: true },
  {
    id: 2,
    question: 'Swimming ability',
    kind: 'select',
    options: ['None', 'Some', 'Confident'],
    isRequired: true,
  },
  { id: 3, question: 'Photo consent', kind: 'boolean', options: [], isRequired: true },
  { id: 4, question: 'Anything else?', kind: 'text', options: [], isRequired: false },
];

describe('validateAnswers', () => {
  it('marks every missing required answer Required', () => {
    expect(validateAnswers(questions, {})).toEqual({ 1: 'Required', 2: 'Required', 3: 'Required' });
  });

  it('treats blank text as missing', () => {
    expect(validateAnswers(questions, { 1: '   ', 2: 'Some', 3: 'no' })).toEqual({ 1: 'Required' });
  });

  it('accepts No as an answer to a yes/no question', () => {
    expect(validateAnswers(questions, { 1: 'None', 2: 'Some', 3: 'no' })).toEqual({});
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
