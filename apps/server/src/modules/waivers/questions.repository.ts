import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  activities,
  activityQuestions,
  adHocSlots,
  classOccurrences,
  courseQuestions,
  questionAnswers,
  ticketTimes,
} from '../../db/schema/index.ts';

export type QuestionSource = 'course' | 'activity';

/** A booking question of a course or of an activity; `ownerId` is the course's or activity's id. */
export interface QuestionRow {
  source: QuestionSource;
  id: number;
  ownerId: number;
  question: string;
  kind: 'text' | 'select' | 'boolean';
  options: string[];
  isRequired: boolean;
}

/** The questions of these courses and activities, each in the order they are asked. */
export async function questionsOf(
  db: Db,
  clientId: number,
  owners: { courseIds: readonly number[]; activityIds: readonly number[] },
): Promise<QuestionRow[]> {
  const fields = (table: typeof courseQuestions | typeof activityQuestions) => ({
    id: table.id,
    question: table.question,
    kind: table.kind,
    options: table.options,
    isRequired: table.isRequired,
  });
  const course =
    owners.courseIds.length === 0
      ? []
      : await db
          .select({ ...fields(courseQuestions), ownerId: courseQuestions.courseId })
          .from(courseQuestions)
          .where(
            and(
              eq(courseQuestions.clientId, clientId),
              inArray(courseQuestions.courseId, [...owners.courseIds]),
            ),
          )
          .orderBy(asc(courseQuestions.sortOrder), asc(courseQuestions.id));
  const activity =
    owners.activityIds.length === 0
      ? []
      : await db
          .select({ ...fields(activityQuestions), ownerId: activityQuestions.activityId })
          .from(activityQuestions)
          .where(
            and(
              eq(activityQuestions.clientId, clientId),
              inArray(activityQuestions.activityId, [...owners.activityIds]),
            ),
          )
          .orderBy(asc(activityQuestions.sortOrder), asc(activityQuestions.id));
  return [
    ...course.map((row) => ({ ...row, source: 'course' as const })),
    ...activity.map((row) => ({ ...row, source: 'activity' as const })),
  ];
}

/** `{source}:{questionId}@{scope}`: one answer per question and scope of a basket. */
export const answerKey = (source: QuestionSource, questionId: number, scope: string) =>
  `${source}:${questionId}@${scope}`;

/** Every answer saved against a basket, by `answerKey`. */
export async function answersOf(db: Db, clientId: number, cartId: number): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(questionAnswers)
    .where(and(eq(questionAnswers.clientId, clientId), eq(questionAnswers.cartId, cartId)));
  return new Map(rows.map((row) => [answerKey(row.questionSource, row.questionId, row.scope), row.answer]));
}

export interface AnswerChange {
  source: QuestionSource;
  questionId: number;
  scope: string;
  /** Null removes the answer. */
  answer: string | null;
}

/** Saves (or, for a null answer, removes) each answer of a basket. */
export async function saveAnswers(
  tx: Transaction,
  clientId: number,
  cartId: number,
  changes: AnswerChange[],
) {
  for (const change of changes) {
    const where = and(
      eq(questionAnswers.clientId, clientId),
      eq(questionAnswers.cartId, cartId),
      eq(questionAnswers.questionSource, change.source),
      eq(questionAnswers.questionId, change.questionId),
      eq(questionAnswers.scope, change.scope),
    );
    if (change.answer === null) {
      await tx.delete(questionAnswers).where(where);
      continue;
    }
    await tx
      .insert(questionAnswers)
      .values({
        clientId,
        cartId,
        questionSource: change.source,
        questionId: change.questionId,
        scope: change.scope,
        answer: change.answer,
      })
      .onConflictDoUpdate({
        target: [
          questionAnswers.clientId,
          questionAnswers.cartId,
          questionAnswers.questionSource,
          questionAnswers.questionId,
          questionAnswers.scope,
        ],
        set: { answer: change.answer },
      });
  }
}

/**
 * A visitor's answers follow their lines into the customer's basket at login (the line ids stay,
 * so `item:{id}` answers still match); an answer the customer already gave for the same question
 * and scope is kept.
 */
export async function moveAnswers(
  tx: Transaction,
  move: { clientId: number; fromCartId: number; toCartId: number },
) {
  await tx.execute(sql`insert into ${questionAnswers} (client_id, cart_id, question_source, question_id, scope, answer)
    select client_id, ${move.toCartId}, question_source, question_id, scope, answer from ${questionAnswers}
    where client_id = ${move.clientId} and cart_id = ${move.fromCartId}
    on conflict do nothing`);
}

export async function activityExists(db: Db, clientId: number, activityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.clientId, clientId), eq(activities.id, activityId)))
    .limit(1);
  return rows.length > 0;
}

/** The activity of a class, slot or ticket time by its public uid. */
export async function activityOfOccurrence(
  db: Db,
  clientId: number,
  uid: string,
): Promise<number | undefined> {
  const [row] = await rowsOf<{ activity_id: number }>(
    db,
    sql`select activity_id from ${classOccurrences} where client_id = ${clientId} and uid = ${uid}
      union all select activity_id from ${adHocSlots} where client_id = ${clientId} and uid = ${uid}
      union all select activity_id from ${ticketTimes} where client_id = ${clientId} and uid = ${uid}
      limit 1`,
  );
  return row === undefined ? undefined : Number(row.activity_id);
}
