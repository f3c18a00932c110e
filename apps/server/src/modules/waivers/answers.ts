import { type AnsweredQuestion, waiverMessages } from '@leisure/contracts';
import { AppError, type FieldErrors } from '../../http/errors.ts';
import type { BasketLine } from './basket-lines.repository.ts';
import { answerKey, type QuestionRow } from './questions.repository.ts';

/** An answer as stored, or why it cannot be: a select's option, 'yes' or 'no', or text. */
export function checkedAnswer(
  question: QuestionRow,
  answer: string,
): { answer: string | null } | { error: string } {
  if (answer === '') return { answer: null };
  if (question.kind === 'select' && !question.options.includes(answer)) {
    return { error: 'Choose one of the options.' };
  }
  if (question.kind === 'boolean') {
    const yesNo = answer.toLowerCase();
    return yesNo === 'yes' || yesNo === 'no' ? { answer: yesNo } : { error: "Answer 'yes' or 'no'." };
  }
  return { answer };
}

/** The questions a basket line asks: its course's, or its activity's. */
export function questionsOfLine(line: BasketLine, questions: readonly QuestionRow[]): QuestionRow[] {
  return line.type === 'course'
    ? questions.filter((question) => question.source === 'course' && question.ownerId === line.courseId)
    : questions.filter((question) => question.source === 'activity' && question.ownerId === line.activityId);
}

/**
 * A line's saved answer: its own (`item:{id}`), else one given before it was added, for its
 * occurrence or its activity.
 */
export function savedAnswerOf(
  line: BasketLine,
  question: QuestionRow,
  answers: ReadonlyMap<string, string>,
): string | null {
  const scopes = [`item:${line.id}`];
  if (question.source === 'activity') {
    if (line.occurrenceUid) scopes.push(`occurrence:${line.occurrenceUid}`);
    scopes.push(`activity:${line.activityId}`);
  }
  for (const scope of scopes) {
    const answer = answers.get(answerKey(question.source, question.id, scope));
    if (answer !== undefined) return answer;
  }
  return null;
}

export function toAnsweredQuestion(question: QuestionRow, answer: string | null): AnsweredQuestion {
  return {
    id: question.id,
    source: question.source,
    question: question.question,
    kind: question.kind,
    options: question.options,
    isRequired: question.isRequired,
    answer,
  };
}

/** 422 'Please complete all required questions', with each unanswered one under its field. */
export function questionsIncomplete(errors: FieldErrors) {
  return new AppError({
    statusCode: 422,
    code: 'validation_failed',
    message: waiverMessages.questionsIncomplete,
    errors,
  });
}
