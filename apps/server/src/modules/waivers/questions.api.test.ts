import type { CartQuestions, EarlyAnswers } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, activityQuestions, courseQuestions, questionAnswers } from '../../db/schema/index.ts';
import { classItem, courseItem, errorOf, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();
let yoga: { id: number; level: number; injuries: number };
beforeAll(async () => {
  const [activity] = await kit.db().select().from(activities).where(eq(activities.slug, 'yoga'));
  const rows = await kit.db().select().from(activityQuestions).orderBy(activityQuestions.sortOrder);
  const level = rows.find((row) => row.kind === 'select');
  const injuries = rows.find((row) => row.kind === 'text');
  if (!activity || !level || !injuries) throw new Error('the demo yoga questions are missing');
  yoga = { id: activity.id, level: level.id, injuries: injuries.id };
});

const answer = (cartItemId: number, questionId: number, text: string) => ({
  cart_item_id: cartItemId,
  question_id: questionId,
  answer: text,
});
const savedAnswers = (cartId: number) =>
  kit.db().select().from(questionAnswers).where(eq(questionAnswers.cartId, cartId));

describe('basket questions', () => {
  it("lists the yoga line's questions, saves answers for the line and upserts them", async () => {
    const who = await kit.customer();
    const { lineId, cartId } = await kit.yogaLine(who);
    const before = dataOf<CartQuestions>(await kit.cartQuestions(who));
    expect(before).toMatchObject({ cartId, unansweredRequired: 1 });
    expect(before.items[0]).toMatchObject({ cartItemId: lineId, isComplete: false });
    expect(
      before.items[0]?.questions.map((question) => [question.kind, question.isRequired, question.answer]),
    ).toEqual([
      ['select', true, null],
      ['text', false, null],
    ]);

    const response = await kit.answerCartQuestions(who, cartId, {
      answers: [answer(lineId, yoga.level, 'New to yoga'), answer(lineId, yoga.injuries, 'A sore knee')],
    });
    expect(response.statusCode).toBe(200);
    const after = dataOf<CartQuestions>(response);
    expect(after.unansweredRequired).toBe(0);
    expect(after.items[0]?.questions.map((question) => question.answer)).toEqual([
      'New to yoga',
      'A sore knee',
    ]);

    await kit.answerCartQuestions(who, cartId, { answers: [answer(lineId, yoga.level, 'Some classes')] });
    const rows = await savedAnswers(cartId);
    expect(rows.map((row) => [row.scope, row.answer]).sort()).toEqual([
      [`item:${lineId}`, 'A sore knee'],
      [`item:${lineId}`, 'Some classes'],
    ]);
  });

  it("says 'Please complete all required questions' when a required one is left out, and saves nothing", async () => {
    const who = await kit.customer();
    const { lineId, cartId } = await kit.yogaLine(who);
    const response = await kit.answerCartQuestions(who, cartId, {
      answers: [answer(lineId, yoga.injuries, 'None')],
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      message: 'Please complete all required questions',
      code: 'validation_failed',
      errors: { [`items.${lineId}.questions.${yoga.level}`]: ['This field is required'] },
    });
    expect(await savedAnswers(cartId)).toEqual([]);
  });

  it('checks select options, yes/no and 500 characters of text', async () => {
    const who = await kit.customer();
    const { lineId, cartId } = await kit.yogaLine(who);
    const wrong = await kit.answerCartQuestions(who, cartId, {
      answers: [answer(lineId, yoga.level, 'Expert'), answer(lineId, yoga.injuries, 'x'.repeat(501))],
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).errors).toEqual({ 'answers.1.answer': ['Must be 500 characters or less'] });
    const option = await kit.answerCartQuestions(who, cartId, {
      answers: [answer(lineId, yoga.level, 'Expert')],
    });
    expect(errorOf(option).errors).toEqual({ 'answers.0.answer': ['Choose one of the options.'] });
    const unknown = await kit.answerCartQuestions(who, cartId, { answers: [answer(lineId, 999_999, 'yes')] });
    expect(errorOf(unknown).errors).toEqual({
      'answers.0.question_id': ['This question is not asked for this item.'],
    });
  });

  it("answers a course line's own questions, with yes/no for a boolean", async () => {
    const who = await kit.customer();
    const questionsOf = (courseId: number) =>
      kit
        .db()
        .select()
        .from(courseQuestions)
        .where(eq(courseQuestions.courseId, courseId))
        .orderBy(courseQuestions.sortOrder);
    // A course that asks a yes/no question.
    let course = await kit.courseWithSpaces(3);
    let questions = await questionsOf(course.id);
    while (!questions.some((question) => question.kind === 'boolean')) {
      course = await kit.courseWithSpaces(3);
      questions = await questionsOf(course.id);
    }
    const cart = await kit.added(who, [courseItem(course)]);
    const line = cart.items[0];
    if (!line) throw new Error('no course line');
    const answers = questions.map((question) =>
      answer(
        line.id,
        question.id,
        question.kind === 'select'
          ? (question.options[0] ?? '')
          : question.kind === 'boolean'
            ? 'maybe'
            : 'Fine',
      ),
    );
    const refused = await kit.answerCartQuestions(who, cart.id, { answers });
    expect(refused.statusCode).toBe(422);
    const booleanIndex = questions.findIndex((question) => question.kind === 'boolean');
    expect(errorOf(refused).errors).toEqual({
      [`answers.${booleanIndex}.answer`]: ["Answer 'yes' or 'no'."],
    });
    answers[booleanIndex] = { ...(answers[booleanIndex] ?? answer(0, 0, '')), answer: 'YES' };
    const response = await kit.answerCartQuestions(who, cart.id, { answers });
    expect(response.statusCode).toBe(200);
    const view = dataOf<CartQuestions>(response);
    expect(view.items[0]?.questions.every((question) => question.source === 'course')).toBe(true);
    expect(view.items[0]?.questions[booleanIndex]?.answer).toBe('yes');
    expect(view.items[0]?.isComplete).toBe(true);
  });

  it("gives 404 for another customer's basket and 422 for a line not in the basket", async () => {
    const [who, other] = await kit.twoCustomers();
    const theirs = await kit.yogaLine(other);
    const mine = await kit.yogaLine(who);
    const notMine = await kit.answerCartQuestions(who, theirs.cartId, {
      answers: [answer(theirs.lineId, yoga.level, 'New to yoga')],
    });
    expect(notMine.statusCode).toBe(404);
    const foreignLine = await kit.answerCartQuestions(who, mine.cartId, {
      answers: [answer(theirs.lineId, yoga.level, 'New to yoga')],
    });
    expect(errorOf(foreignLine).errors).toEqual({
      'answers.0.cart_item_id': ['This item is not in your basket.'],
    });
    expect(await savedAnswers(theirs.cartId)).toEqual([]);
  });

  it("works for a visitor's basket, and staff answer for a customer", async () => {
    const visitor = kit.visitor();
    const mine = await kit.yogaLine(visitor);
    const response = await kit.answerCartQuestions(visitor, mine.cartId, {
      answers: [answer(mine.lineId, yoga.level, 'I practise regularly')],
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<CartQuestions>(await kit.cartQuestions(visitor)).unansweredRequired).toBe(0);

    const desk = await kit.staff();
    const customer = await kit.customer();
    const theirs = await kit.yogaLine(customer);
    const forCustomer = await kit.answerCartQuestions(desk, theirs.cartId, {
      answers: [answer(theirs.lineId, yoga.level, 'New to yoga')],
      selected_user_id: customer.id,
    });
    expect(forCustomer.statusCode).toBe(200);
    expect(dataOf<CartQuestions>(await kit.cartQuestions(desk, customer.id)).cartId).toBe(theirs.cartId);
  });

  it('answers an empty basket for a visitor without one', async () => {
    const response = await kit.cartQuestions(kit.visitor());
    expect(dataOf<CartQuestions>(response)).toEqual({ cartId: 0, items: [], unansweredRequired: 0 });
  });
});

describe('answers before adding', () => {
  it('saves answers for an activity id and carries them to the line added later', async () => {
    const who = await kit.customer();
    const response = await kit.answerEarly(who, yoga.id, {
      answers: [
        { question_id: yoga.level, answer: 'Some classes' },
        { question_id: yoga.injuries, answer: '' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<EarlyAnswers>(response).questions.map((question) => question.answer)).toEqual([
      'Some classes',
      null,
    ]);
    const { lineId } = await kit.yogaLine(who);
    const view = dataOf<CartQuestions>(await kit.cartQuestions(who));
    expect(view.items.find((item) => item.cartItemId === lineId)?.isComplete).toBe(true);
  });

  it("saves answers for an occurrence uid in a new visitor's basket, setting the guest cookie", async () => {
    const visitor = kit.visitor();
    const lesson = await kit.classWithSpaces(10, { activitySlug: 'yoga' });
    const response = await kit.answerEarly(visitor, lesson.uid, {
      answers: [{ question_id: yoga.level, answer: 'New to yoga' }],
    });
    expect(response.statusCode).toBe(200);
    expect(visitor.cookies.has(kit.guestCookie)).toBe(true);
    const cart = await kit.added(visitor, [classItem(lesson)]);
    const rows = await savedAnswers(cart.id);
    expect(rows.map((row) => row.scope)).toEqual([`occurrence:${lesson.uid}`]);
    expect(dataOf<CartQuestions>(await kit.cartQuestions(visitor)).unansweredRequired).toBe(0);
  });

  it('refuses unknown activities and uids (404), missing required answers and bad options (422)', async () => {
    const who = await kit.customer();
    expect(
      (await kit.answerEarly(who, 999_999, { answers: [{ question_id: 1, answer: 'x' }] })).statusCode,
    ).toBe(404);
    expect(
      (await kit.answerEarly(who, 'no-such-uid', { answers: [{ question_id: 1, answer: 'x' }] })).statusCode,
    ).toBe(404);
    const missing = await kit.answerEarly(who, yoga.id, {
      answers: [{ question_id: yoga.injuries, answer: 'None' }],
    });
    expect(errorOf(missing)).toMatchObject({
      message: 'Please complete all required questions',
      errors: { [`questions.${yoga.level}`]: ['This field is required'] },
    });
    const option = await kit.answerEarly(who, yoga.id, {
      answers: [{ question_id: yoga.level, answer: 'Guru' }],
    });
    expect(errorOf(option).errors).toEqual({ 'answers.0.answer': ['Choose one of the options.'] });
    const cart = await kit.cartOf(who);
    expect(await savedAnswers(cart.id)).toEqual([]);
  });

  it('refuses a numeric occurrence id with the field named', async () => {
    const who = await kit.customer();
    const numeric = await kit.post(who, '/api/activities/occurrences/123/questions/answers', {
      answers: [{ question_id: 1, answer: 'x' }],
    });
    expect(numeric.statusCode).toBe(422);
    expect(Object.keys(errorOf(numeric).errors)).toEqual(['id']);
  });
});

describe('question scopes', () => {
  it('keeps one answer per question and scope', async () => {
    const who = await kit.customer();
    await kit.answerEarly(who, yoga.id, { answers: [{ question_id: yoga.level, answer: 'New to yoga' }] });
    await kit.answerEarly(who, yoga.id, { answers: [{ question_id: yoga.level, answer: 'Some classes' }] });
    const cart = await kit.cartOf(who);
    const rows = await kit
      .db()
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.cartId, cart.id), eq(questionAnswers.scope, `activity:${yoga.id}`)));
    expect(rows.map((row) => row.answer)).toEqual(['Some classes']);
  });
});
