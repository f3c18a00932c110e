import type { Question } from '../lib/questions.ts';

/** Booking questions, one of each kind and an optional one (tests only). */
export const testQuestions: Question[] = [
  { id: 1, question: 'Any medical conditions?', kind: 'text', options: [], isRequired: true },
  {
    id: 2,
    question: 'Swimming ability',
    kind: 'select',
    options: ['Beginner', 'Confident'],
    isRequired: true,
  },
  { id: 3, question: 'Photo consent', kind: 'boolean', options: [], isRequired: true },
  { id: 4, question: 'Anything else?', kind: 'text', options: [], isRequired: false },
];
