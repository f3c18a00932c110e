import type { CourseQuestion } from '@leisure/contracts';

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

/** The answers kept for this course in this tab, if any (until the basket takes them). */
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
