import type { CartQuestions } from '@leisure/contracts';
import { waiverMessages } from '@leisure/contracts';
import type { Db, Transaction } from '../../db/client.ts';
import { type FieldErrors, notFound, validationFailed } from '../../http/errors.ts';
import { guestCartOf, listCartLines, lockCart, openCartOf } from '../cart/cart.repository.ts';
import { toCartItem } from '../cart/cart-item.ts';
import { type CartOwner, isGuest } from '../cart/cart-owner.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import {
  checkedAnswer,
  questionsIncomplete,
  questionsOfLine,
  savedAnswerOf,
  toAnsweredQuestion,
} from './answers.ts';
import { type BasketLine, basketLines, openCartIdOf } from './basket-lines.repository.ts';
import { type AnswerChange, answerKey, answersOf, questionsOf, saveAnswers } from './questions.repository.ts';

type CartAnswer = { cart_item_id: number; question_id: number; answer: string };

/** The owner's open basket id; with `create`, made when there is none. */
export async function ownerCartId(db: Db, owner: CartOwner, create: boolean): Promise<number | undefined> {
  if (!isGuest(owner)) {
    return create
      ? (await openCartOf(db, owner.client.id, owner.userId)).id
      : openCartIdOf(db, owner.client.id, owner.userId);
  }
  if (!owner.guest) return undefined;
  return (await guestCartOf(db, owner.client.id, owner.guest.hash, create))?.id;
}

type QuestionContext = Awaited<ReturnType<typeof questionContext>>;

async function questionContext(db: Db, clientId: number, cartId: number) {
  const lines = (await basketLines(db, clientId, cartId)).filter((line) => line.isLive);
  const questions = await questionsOf(db, clientId, {
    courseIds: lines.flatMap((line) => (line.courseId === null ? [] : [line.courseId])),
    activityIds: lines.filter((line) => line.type !== 'course').map((line) => line.activityId),
  });
  return { lines, questions, answers: await answersOf(db, clientId, cartId) };
}

/** The live lines of a basket that ask questions, with the answers saved so far. */
export async function describeQuestions(db: Db, client: ClientRow, cartId: number): Promise<CartQuestions> {
  const { lines, questions, answers } = await questionContext(db, client.id, cartId);
  const shown = new Map(
    (await listCartLines(db, client.id, cartId)).map((line) => [line.id, toCartItem(line, client)]),
  );
  let unansweredRequired = 0;
  const items = lines.flatMap((line) => {
    const asked = questionsOfLine(line, questions);
    const item = shown.get(line.id);
    if (asked.length === 0 || !item) return [];
    const answered = asked.map((question) =>
      toAnsweredQuestion(question, savedAnswerOf(line, question, answers)),
    );
    const missing = answered.filter((question) => question.isRequired && !question.answer).length;
    unansweredRequired += missing;
    return [
      {
        cartItemId: line.id,
        name: item.name,
        startsAt: item.startsAt,
        questions: answered,
        isComplete: missing === 0,
        sortBy: item.sortBy,
      },
    ];
  });
  items.sort((a, b) => a.sortBy.localeCompare(b.sortBy) || a.cartItemId - b.cartItemId);
  return { cartId, items: items.map(({ sortBy: _sortBy, ...item }) => item), unansweredRequired };
}

/**
 * The required questions of a basket's live lines that have no answer, new or saved, each under
 * its field `items.{lineId}.questions.{questionId}` (empty when every one is answered).
 */
export async function unansweredRequiredOf(db: Db, clientId: number, cartId: number): Promise<FieldErrors> {
  const { lines, questions, answers } = await questionContext(db, clientId, cartId);
  return requiredLeftOut(lines, questions, answers);
}

function requiredLeftOut(
  lines: readonly BasketLine[],
  questions: QuestionContext['questions'],
  answers: ReadonlyMap<string, string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const line of lines) {
    for (const question of questionsOfLine(line, questions)) {
      if (question.isRequired && !savedAnswerOf(line, question, answers)) {
        errors[`items.${line.id}.questions.${question.id}`] = [waiverMessages.required];
      }
    }
  }
  return errors;
}

export async function cartQuestions(db: Db, owner: CartOwner): Promise<CartQuestions> {
  const cartId = await ownerCartId(db, owner, false);
  if (cartId === undefined) return { cartId: 0, items: [], unansweredRequired: 0 };
  return describeQuestions(db, owner.client, cartId);
}

/** Checks each answer against its line's questions; answers the changes to save. */
function checkCartAnswers(answers: CartAnswer[], context: QuestionContext) {
  const errors: FieldErrors = {};
  const changes: (AnswerChange & { line: BasketLine })[] = [];
  const lines = new Map(context.lines.map((line) => [line.id, line]));
  const fail = (index: number, field: string, message: string) => {
    errors[`answers.${index}.${field}`] = [message];
  };
  for (const [index, given] of answers.entries()) {
    const line = lines.get(given.cart_item_id);
    const question = line
      ? questionsOfLine(line, context.questions).find((asked) => asked.id === given.question_id)
      : undefined;
    const checked = question ? checkedAnswer(question, given.answer) : undefined;
    if (!line) fail(index, 'cart_item_id', 'This item is not in your basket.');
    else if (!question) fail(index, 'question_id', 'This question is not asked for this item.');
    else if (checked && 'error' in checked) fail(index, 'answer', checked.error);
    else if (checked) {
      const scope = `item:${line.id}`;
      changes.push({ source: question.source, questionId: question.id, scope, answer: checked.answer, line });
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return changes;
}

/** Every required question of the answered lines has an answer, new or saved. */
function assertRequiredAnswered(changes: (AnswerChange & { line: BasketLine })[], context: QuestionContext) {
  const after = new Map(context.answers);
  for (const change of changes) {
    const key = answerKey(change.source, change.questionId, change.scope);
    if (change.answer === null) after.delete(key);
    else after.set(key, change.answer);
  }
  const errors = requiredLeftOut(
    [...new Set(changes.map((change) => change.line))],
    context.questions,
    after,
  );
  if (Object.keys(errors).length > 0) throw questionsIncomplete(errors);
}

/** `POST /api/activities/cart/{cartId}/questions`: the owner's open basket only (404 for any other). */
export function prepareCartAnswers(owner: CartOwner, cartId: number, answers: CartAnswer[]) {
  return async (tx: Transaction): Promise<CartQuestions> => {
    const openId = await ownerCartId(tx, owner, false);
    if (openId !== cartId) throw notFound();
    await lockCart(tx, owner.client.id, cartId);
    const context = await questionContext(tx, owner.client.id, cartId);
    const changes = checkCartAnswers(answers, context);
    assertRequiredAnswered(changes, context);
    await saveAnswers(tx, owner.client.id, cartId, changes);
    return describeQuestions(tx, owner.client, cartId);
  };
}
