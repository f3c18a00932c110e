import { type Cart, CartQuestions, CourseList } from '@leisure/contracts';
import { dayOf } from '../modules/timetable/calendar.ts';
import { classItem, ticketItem } from './booking-items.test-kit.ts';
import type { listingRowsOf } from './listing-rows.test-kit.ts';
import type { ExtraHeaders, Shopper, shoppersOf } from './shoppers.test-kit.ts';
import { dataOf } from './test-app.test-kit.ts';

type Shoppers = ReturnType<typeof shoppersOf>;
type Rows = ReturnType<typeof listingRowsOf>;
type Listed = { venueSlug: string; activitySlug: string; startsAt: Date; family: 'v1' | 'v2' };

const CART = '/api/activities/cart';
const WAIVERS = '/api/activities/question-waivers';

/** `path?query&selected_user_id=…`, leaving out what is not given. */
const withQuery = (path: string, selected?: number, query = '') => {
  const parts = [query, selected === undefined ? '' : `selected_user_id=${selected}`].filter(Boolean);
  return parts.length === 0 ? path : `${path}?${parts.join('&')}`;
};

/** The basket, listing, waiver and question calls of the bookings app, for any shopper. */
export function bookingCallsOf(shoppers: Shoppers, rows: Rows, timezone: string) {
  const { call, get, post } = shoppers;

  /** The data of a GET that must answer 200. */
  async function read<T = unknown>(who: Shopper, url: string): Promise<T> {
    const response = await get(who, url);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return dataOf<T>(response);
  }

  const basket = {
    getCart: (who: Shopper, headers?: ExtraHeaders) => get(who, CART, headers),
    add: (who: Shopper, items: unknown[], headers?: ExtraHeaders) =>
      post(who, `${CART}/add`, { items }, headers),
    remove: (who: Shopper, ids: number[], headers?: ExtraHeaders) =>
      post(who, `${CART}/remove?source=bookings`, { cart_item_ids: ids }, headers),
    clear: (who: Shopper, headers?: ExtraHeaders) => call(who, { method: 'DELETE', url: CART, headers }),
    update: (who: Shopper, lineId: number, options: Record<string, unknown>, headers?: ExtraHeaders) =>
      call(who, { method: 'PUT', url: `${CART}/${lineId}`, payload: { options }, headers }),
    cartOf: (who: Shopper) => read<Cart>(who, CART),
    /** Adds items and answers the basket; fails the test on anything but 201. */
    async added(who: Shopper, items: unknown[]): Promise<Cart> {
      const response = await basket.add(who, items);
      if (response.statusCode !== 201) throw new Error(response.body);
      return dataOf<Cart>(response);
    },
  };

  const listings = {
    /** The day's listing of a row's activity: its classes, slots or ticket times. */
    listingUrl: (row: Listed, kind: 'timetable' | 'slots' | 'times') =>
      `/api/activities/venue/${row.venueSlug}/activity/${row.activitySlug}${row.family === 'v2' ? '/v2' : ''}/${kind}?date=${dayOf(row.startsAt, timezone)}`,
    /** A course as its venue's course list shows it to `who`. */
    listedCourse: async (who: Shopper, course: { id: number; venueSlug: string }) =>
      CourseList.parse(await read(who, `/api/activities/venue/${course.venueSlug}/courses`)).find(
        (entry) => entry.id === course.id,
      ),
    /** Spaces a class shows on its own page (`GET /api/activities/{id}`), as an anonymous visitor. */
    classSpaces: async (id: number | string) =>
      (await read<{ class: { spacesAvailable: number } }>(shoppers.visitor(), `/api/activities/${id}`)).class
        .spacesAvailable,
  };

  const waivers = {
    previousAttendees: (who: Shopper, query = '', selected?: number) =>
      get(
        who,
        withQuery(
          `${WAIVERS}/previous-attendees`,
          selected,
          query ? `query=${encodeURIComponent(query)}` : '',
        ),
      ),
    requiredWaivers: (who: Shopper, selected?: number) =>
      get(who, withQuery(`${WAIVERS}/required`, selected)),
    sendWaivers: (who: Shopper, payload: unknown, headers?: ExtraHeaders) =>
      post(who, WAIVERS, payload, headers),
    cartQuestions: (who: Shopper, selected?: number) => get(who, withQuery(`${CART}/questions`, selected)),
    answerCartQuestions: (who: Shopper, cartId: number, payload: unknown, headers?: ExtraHeaders) =>
      post(who, `${CART}/${cartId}/questions`, payload, headers),
    /**
     * Answers every required question of the basket left unanswered, as a shopper would (a select's
     * first option, 'yes', or some text), so the basket can be paid for.
     */
    async answerRequiredQuestions(who: Shopper, selected?: number) {
      const asked = CartQuestions.parse(await read(who, withQuery(`${CART}/questions`, selected)));
      const answers = asked.items.flatMap((line) =>
        line.questions
          .filter((question) => question.isRequired && !question.answer)
          .map((question) => ({
            cart_item_id: line.cartItemId,
            question_id: question.id,
            answer:
              question.kind === 'select'
                ? (question.options[0] ?? '')
                : question.kind === 'boolean'
                  ? 'yes'
                  : 'Test answer',
          })),
      );
      if (answers.length === 0) return;
      const payload = selected === undefined ? { answers } : { answers, selected_user_id: selected };
      const response = await post(who, `${CART}/${asked.cartId}/questions`, payload);
      if (response.statusCode !== 200) throw new Error(`questions not answered: ${response.body}`);
    },
    /** Answers before adding: for an activity (numeric id) or an occurrence (its uid). */
    answerEarly: (who: Shopper, target: number | string, payload: unknown, headers?: ExtraHeaders) =>
      post(
        who,
        typeof target === 'number'
          ? `/api/activities/${target}/questions/answers`
          : `/api/activities/occurrences/${target}/questions/answers`,
        payload,
        headers,
      ),
    /** A basket line of `quantity` bouldering tickets (bouldering asks a waiver); answers its id. */
    async boulderingLine(who: Shopper, quantity = 1): Promise<number> {
      const time = await rows.ticketTimeWithSpaces(20, { activitySlug: 'bouldering' });
      const cart = await basket.added(who, [ticketItem(time, quantity)]);
      const line = cart.items.find((item) => item.listingId === time.listingId);
      if (!line) throw new Error('the bouldering line is missing');
      return line.id;
    },
    /** A basket line of a yoga class (yoga asks two questions). */
    async yogaLine(who: Shopper): Promise<{ lineId: number; cartId: number; uid: string }> {
      const lesson = await rows.classWithSpaces(10, { activitySlug: 'yoga' });
      const cart = await basket.added(who, [classItem(lesson)]);
      const line = cart.items.find((item) => item.listingId === lesson.listingId);
      if (!line) throw new Error('the yoga line is missing');
      return { lineId: line.id, cartId: cart.id, uid: lesson.uid };
    },
  };

  return { read, ...basket, ...listings, ...waivers };
}
