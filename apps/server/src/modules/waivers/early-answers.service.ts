import { type EarlyAnswers, waiverMessages } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { type FieldErrors, notFound, validationFailed } from '../../http/errors.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { checkedAnswer, questionsIncomplete, toAnsweredQuestion } from './answers.ts';
import {
  type AnswerChange,
  activityExists,
  activityOfOccurrence,
  answerKey,
  answersOf,
  questionsOf,
  saveAnswers,
} from './questions.repository.ts';
import { ownerCartId } from './questions.service.ts';

type EarlyAnswer = { question_id: number; answer: string };

/** What the answers are for before the item is in the basket: an activity, or one occurrence. */
export type EarlyTarget = { kind: 'activity'; activityId: number } | { kind: 'occurrence'; uid: string };

/** The activity a target asks the questions of; 404 for one this client does not have. */
async function activityOf(db: Database, clientId: number, target: EarlyTarget): Promise<number> {
  if (target.kind === 'activity') {
    if (!(await activityExists(db, clientId, target.activityId))) throw notFound();
    return target.activityId;
  }
  const activityId = await activityOfOccurrence(db, clientId, target.uid);
  if (activityId === undefined) throw notFound();
  return activityId;
}

const scopeOf = (target: EarlyTarget) =>
  target.kind === 'activity' ? `activity:${target.activityId}` : `occurrence:${target.uid}`;

/**
 * `POST /api/activities/{activityId}/questions/answers` and `.../occurrences/{id}/questions/answers`:
 * checks the answers against the activity's questions (every required one answered) and saves
 * them in the owner's open basket (made if need be), for the line added later to carry.
 */
export async function prepareEarlyAnswers(
  db: Database,
  owner: CartOwner,
  target: EarlyTarget,
  given: EarlyAnswer[],
) {
  const clientId = owner.client.id;
  const activityId = await activityOf(db, clientId, target);
  const questions = await questionsOf(db, clientId, { courseIds: [], activityIds: [activityId] });
  const scope = scopeOf(target);
  const errors: FieldErrors = {};
  const changes: AnswerChange[] = [];
  given.forEach((answer, index) => {
    const question = questions.find((asked) => asked.id === answer.question_id);
    if (!question) {
      errors[`answers.${index}.question_id`] = ['This question is not asked for this activity.'];
      return;
    }
    const checked = checkedAnswer(question, answer.answer);
    if ('error' in checked) errors[`answers.${index}.answer`] = [checked.error];
    else changes.push({ source: 'activity', questionId: question.id, scope, answer: checked.answer });
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  return async (tx: Transaction): Promise<EarlyAnswers> => {
    const cartId = await ownerCartId(tx, owner, true);
    if (cartId === undefined) throw new Error('a basket could not be opened');
    const answers = await answersOf(tx, clientId, cartId);
    for (const change of changes) {
      const key = answerKey(change.source, change.questionId, change.scope);
      if (change.answer === null) answers.delete(key);
      else answers.set(key, change.answer);
    }
    const missing: FieldErrors = {};
    for (const question of questions) {
      if (question.isRequired && !answers.get(answerKey('activity', question.id, scope))) {
        missing[`questions.${question.id}`] = [waiverMessages.required];
      }
    }
    if (Object.keys(missing).length > 0) throw questionsIncomplete(missing);
    await saveAnswers(tx, clientId, cartId, changes);
    return {
      questions: questions.map((question) =>
        toAnsweredQuestion(question, answers.get(answerKey('activity', question.id, scope)) ?? null),
      ),
    };
  };
}
