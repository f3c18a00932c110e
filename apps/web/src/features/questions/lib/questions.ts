import type { AnsweredQuestion, CartAnswersRequest, CourseQuestion } from '@leisure/contracts';
import { isApiError, messageForStatus } from '../../../lib/api.ts';

/** A booking question as the forms ask it: a course's, or an activity's on a basket line. */
export type Question = Pick<CourseQuestion, 'id' | 'question' | 'kind' | 'options' | 'isRequired'>;

/** Answers keyed by question id; a boolean question is answered 'yes' or 'no'. */
export type Answers = Record<string, string>;
/** Field messages keyed by question id. */
export type QuestionErrors = Record<string, string>;

export const requiredMessage = 'Required';
export const questionsSummaryMessage = 'Please complete all required questions';

/** Every required question without an answer (blank text counts as none) gets 'Required'. */
export function validateAnswers(questions: readonly Question[], answers: Answers): QuestionErrors {
  const errors: QuestionErrors = {};
  for (const question of questions) {
    if (!question.isRequired) continue;
    const answer = (answers[String(question.id)] ?? '').trim();
    const isValid =
      question.kind === 'select'
        ? question.options.includes(answer)
        : question.kind === 'boolean'
          ? answer === 'yes' || answer === 'no'
          : answer !== '';
    if (!isValid) errors[String(question.id)] = requiredMessage;
  }
  return errors;
}

/** How an answer reads back in the summary. */
export function answerText(question: Question, answer: string | undefined): string {
  const value = (answer ?? '').trim();
  if (value === '') return 'Not answered';
  if (question.kind === 'boolean') return value === 'yes' ? 'Yes' : 'No';
  return value;
}

export type CartAnswer = CartAnswersRequest['answers'][number];

/**
 * The answers given, for one basket line, as `POST /api/activities/cart/{cartId}/questions` takes
 * them, trimmed. A blank answer is left out, unless `saved` holds one for it: then it is sent
 * empty, which clears it.
 */
export function cartAnswersOf(
  cartItemId: number,
  questions: readonly Question[],
  answers: Answers,
  saved: Answers = {},
): CartAnswer[] {
  return questions.flatMap((question) => {
    const answer = (answers[String(question.id)] ?? '').trim();
    const wasSaved = (saved[String(question.id)] ?? '') !== '';
    return answer === '' && !wasSaved ? [] : [{ cart_item_id: cartItemId, question_id: question.id, answer }];
  });
}

/** The answers saved for a basket line's questions, keyed by question id. */
export function savedAnswersOf(questions: readonly AnsweredQuestion[]): Answers {
  const saved: Answers = {};
  for (const question of questions) if (question.answer) saved[String(question.id)] = question.answer;
  return saved;
}

/** The question a server field names: `answers.{i}.*` is the i-th answer sent; `items.{line}.questions.{id}`. */
function questionOfField(field: string, sent: readonly CartAnswer[]): number | null {
  const byIndex = /^answers\.(\d+)\.(answer|question_id)$/.exec(field);
  if (byIndex) return sent[Number(byIndex[1])]?.question_id ?? null;
  const byQuestion = /^items\.\d+\.questions\.(\d+)$/.exec(field);
  return byQuestion ? Number(byQuestion[1]) : null;
}

/** A refused answer's messages (a 422's errors map), each under the question it is about. */
export function questionErrorsOf(
  errors: Readonly<Record<string, readonly string[]>>,
  sent: readonly CartAnswer[],
): QuestionErrors {
  const found: QuestionErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const questionId = questionOfField(field, sent);
    const message = messages[0];
    if (questionId === null || !message || found[String(questionId)]) continue;
    found[String(questionId)] = message;
  }
  return found;
}

/** Why the answers are shown again: a summary for the top of the form, messages under questions. */
export interface QuestionsProblem {
  summary: string;
  errors: QuestionErrors;
  /** A new number each time: the form opens afresh (and takes focus) for each refusal. */
  key: number;
}

/** Why the server refused answers: its message, and a 422's messages under their questions. */
export function problemOf(error: unknown, sent: readonly CartAnswer[]): Omit<QuestionsProblem, 'key'> {
  if (!isApiError(error)) return { summary: messageForStatus(500), errors: {} };
  const summary = error.code !== null && error.message ? error.message : messageForStatus(error.status);
  return { summary, errors: error.status === 422 ? questionErrorsOf(error.errors, sent) : {} };
}
