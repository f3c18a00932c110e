import type { Cart, CartAnswersRequest, CourseQuestion } from '@leisure/contracts';

/** Answers keyed by question id; a boolean question is answered 'yes' or 'no'. */
export type CourseAnswers = Record<string, string>;
/** Field messages keyed by question id. */
export type QuestionErrors = Record<string, string>;

export const requiredMessage = 'Required';
export const questionsSummaryMessage = 'Please complete all required questions';

/** Every required question without an answer (blank text counts as none) gets 'Required'. */
export function validateAnswers(
  questions: readonly CourseQuestion[],
  answers: CourseAnswers,
): QuestionErrors {
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
export function answerText(question: CourseQuestion, answer: string | undefined): string {
  const value = (answer ?? '').trim();
  if (value === '') return 'Not answered';
  if (question.kind === 'boolean') return value === 'yes' ? 'Yes' : 'No';
  return value;
}

const storageKey = (clientId: string, venueSlug: string, courseSlug: string) =>
  `course-answers:${clientId}:${venueSlug}:${courseSlug}`;

/**
 * The answers kept for this course in this tab, if any: the basket line takes them when the course
 * is booked, and they are offered again if it is booked again.
 */
export function loadAnswers(clientId: string, venueSlug: string, courseSlug: string): CourseAnswers | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(clientId, venueSlug, courseSlug));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const answers: CourseAnswers = {};
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') answers[key] = value;
    return answers;
  } catch {
    return null;
  }
}

export function saveAnswers(clientId: string, venueSlug: string, courseSlug: string, answers: CourseAnswers) {
  try {
    window.sessionStorage.setItem(storageKey(clientId, venueSlug, courseSlug), JSON.stringify(answers));
  } catch {
    // Storage can be full or blocked (private mode): the answers then live only in the form.
  }
}

/** The basket line a booked course became: the newest live line of the course. */
export function courseLineOf(cart: Cart, courseId: number): Cart['items'][number] | null {
  const lines = cart.items.filter(
    (item) => item.type === 'course' && String(item.listingId) === String(courseId) && !item.isExpired,
  );
  return lines.reduce<Cart['items'][number] | null>(
    (newest, line) => (newest === null || line.id > newest.id ? line : newest),
    null,
  );
}

export type CartAnswer = CartAnswersRequest['answers'][number];

/** The answers given, for one basket line, as `POST /api/activities/cart/{cartId}/questions` takes them. */
export function cartAnswersOf(
  cartItemId: number,
  questions: readonly CourseQuestion[],
  answers: CourseAnswers,
): CartAnswer[] {
  return questions.flatMap((question) => {
    const answer = (answers[String(question.id)] ?? '').trim();
    return answer === '' ? [] : [{ cart_item_id: cartItemId, question_id: question.id, answer }];
  });
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
