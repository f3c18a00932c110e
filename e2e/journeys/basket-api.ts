import { expect, type Page } from '@playwright/test';
import { callFromPage, londonDate } from './support.ts';

/**
 * Fills the page's basket through the API, as the listings' buttons do, for journeys that start
 * from a basket rather than from browsing. Every listing looked at is at Leeds Central.
 */

const VENUE_API = '/api/activities/venue/leeds-central';

type Listed = { id: number | string; objectType: string; actionToShow: { status: string } };
type ListedClass = Listed & {
  name: string;
  price: { amountPence: number };
  spacesAvailable: number;
  startsAt: { dateTime: string };
};
type ListedTime = Listed & { spacesAvailable: number };

/** Empties the basket, as its Clear basket does. */
export async function emptyBasket(page: Page) {
  await callFromPage(page, '/api/activities/cart', { method: 'DELETE' });
}

/** The first item `pick` takes from an activity's listings of the coming week (v2 before v1 each day). */
async function firstListed<Data, Item>(
  page: Page,
  listing: { activity: string; kind: 'timetable' | 'times' | 'slots'; fromDay?: number },
  pick: (data: Data) => Item | undefined,
): Promise<Item | undefined> {
  for (let offset = listing.fromDay ?? 1; offset < 8; offset++) {
    for (const family of ['v2/', '']) {
      const url = `${VENUE_API}/activity/${listing.activity}/${family}${listing.kind}?date=${londonDate(offset)}`;
      const response = await callFromPage<Data>(page, url);
      const item = response.ok ? pick(response.data) : undefined;
      if (item) return item;
    }
  }
  return undefined;
}

async function addToBasket(page: Page, item: object) {
  return callFromPage(page, '/api/activities/cart/add', { method: 'POST', body: { items: [item] } });
}

/**
 * Empties the basket and puts in the first bookable, paid class of `activity` this week (from
 * `fromDay` days ahead, default tomorrow), its booking questions answered; answers its name.
 */
export async function putAClassInTheBasket(page: Page, activity = 'yoga', fromDay = 1): Promise<string> {
  await emptyBasket(page);
  const lesson = await firstListed(
    page,
    { activity, kind: 'timetable', fromDay },
    (data: { classes: ListedClass[] }) =>
      data.classes.find((item) => item.actionToShow.status === 'BOOK' && item.price.amountPence > 0),
  );
  const added = lesson ? await addToBasket(page, { id: lesson.id, type: lesson.objectType }) : undefined;
  expect(added?.status, 'a class was added to the basket').toBe(201);
  await answerRequiredQuestions(page);
  return lesson?.name ?? '';
}

type AskedLine = {
  cartItemId: number;
  questions: { id: number; kind: string; options: string[]; isRequired: boolean; answer: string | null }[];
};

/**
 * Answers the basket's required booking questions left unanswered (yoga asks one), as a customer
 * would on the basket page, for journeys about something else: a select's first option, 'yes', or
 * some text.
 */
export async function answerRequiredQuestions(page: Page) {
  const asked = await callFromPage<{ cartId: number; items: AskedLine[] }>(
    page,
    '/api/activities/cart/questions',
  );
  expect(asked.status).toBe(200);
  const answers = asked.data.items.flatMap((line) =>
    line.questions
      .filter((question) => question.isRequired && !question.answer)
      .map((question) => ({
        cart_item_id: line.cartItemId,
        question_id: question.id,
        answer:
          question.kind === 'select' ? question.options[0] : question.kind === 'boolean' ? 'yes' : 'None',
      })),
  );
  if (answers.length === 0) return;
  const saved = await callFromPage(page, `/api/activities/cart/${asked.data.cartId}/questions`, {
    method: 'POST',
    body: { answers },
  });
  expect(saved.status, 'the booking questions were answered').toBe(200);
}

/** A class with at most this many places left may be brought down to its last one. */
const MOST_PLACES_TO_FILL = 4;

/**
 * Empties the basket and puts in the last place of a bookable, paid class of one of `activities`
 * (in that order), from `fromDay` days ahead; answers its activity, name, date and start
 * (`startsAt.dateTime`). The demo data's places are random per day, so some days have no class
 * with exactly one place left: then a class with the fewest (up to 4) is brought down to its last
 * place by other visitors holding the rest in their baskets (`otherVisitor` opens one, on the
 * bookings app; a hold keeps a place for 15 minutes, longer than a journey).
 */
export async function putTheLastPlaceInTheBasket(
  page: Page,
  activities: string[],
  fromDay: number,
  otherVisitor: () => Promise<Page>,
) {
  await emptyBasket(page);
  // One look over the listings: the first class with one place left ends it; otherwise the one
  // with the fewest is kept.
  let fewest: { activity: string; date: string; lesson: ListedClass } | undefined;
  for (const activity of activities) {
    const last = await firstListed(
      page,
      { activity, kind: 'timetable', fromDay },
      (data: { date: string; classes: ListedClass[] }) => {
        for (const lesson of data.classes) {
          const places = lesson.spacesAvailable;
          const isCandidate = lesson.actionToShow.status === 'BOOK' && lesson.price.amountPence > 0;
          if (!isCandidate || places > MOST_PLACES_TO_FILL) continue;
          if (!fewest || places < fewest.lesson.spacesAvailable)
            fewest = { activity, date: data.date, lesson };
          if (places === 1) return lesson;
        }
        return undefined;
      },
    );
    if (last) break;
  }
  if (!fewest) {
    throw new Error(`no class of ${activities.join(', ')} has ${MOST_PLACES_TO_FILL} places or fewer left`);
  }
  const { activity, date, lesson } = fewest;
  const item = { id: lesson.id, type: lesson.objectType };
  for (let other = 1; other < lesson.spacesAvailable; other++) {
    const held = await addToBasket(await otherVisitor(), item);
    expect(held.status, "another visitor held one of the class's places").toBe(201);
  }
  const added = await addToBasket(page, item);
  expect(added.status, 'the last place of a class was added to the basket').toBe(201);
  await answerRequiredQuestions(page);
  return { activity, name: lesson.name, date, startsAt: lesson.startsAt.dateTime };
}

/** Empties the basket and puts in one Adult ticket of the first time of `activity` this week with room. */
export async function putATicketInTheBasket(page: Page, listing: { category: string; activity: string }) {
  await emptyBasket(page);
  const time = await firstListed(
    page,
    { activity: listing.activity, kind: 'times' },
    (data: { timeSlots: ListedTime[] }) =>
      data.timeSlots.find((slot) => slot.actionToShow.status === 'BOOK' && slot.spacesAvailable > 0),
  );
  const types = time
    ? await callFromPage<{ id: number; name: string }[]>(
        page,
        `${VENUE_API}/activity-category/${listing.category}/activity/${listing.activity}/tickets?time_id=${time.id}`,
      )
    : undefined;
  const adult = types?.data.find((type) => type.name === 'Adult');
  const added =
    time && adult
      ? await addToBasket(page, {
          id: time.id,
          type: time.objectType,
          options: { quantity: 1, ticket_type_id: adult.id },
        })
      : undefined;
  expect(added?.status, `a ${listing.activity} ticket was added to the basket`).toBe(201);
}

type ListedSlot = Listed & { location: { name: string }; startsAt: { time: string } };

/**
 * Empties the basket and puts in the first bookable court slot of `activity` this week (from
 * tomorrow); answers its date, court and start time.
 */
export async function putACourtSlotInTheBasket(page: Page, activity = 'badminton') {
  await emptyBasket(page);
  let date = '';
  const slot = await firstListed(
    page,
    { activity, kind: 'slots' },
    (data: { date: string; slots: ListedSlot[] }) => {
      date = data.date;
      return data.slots.find((item) => item.actionToShow.status === 'BOOK');
    },
  );
  const added = slot ? await addToBasket(page, { id: slot.id, type: slot.objectType }) : undefined;
  expect(added?.status, 'a court slot was added to the basket').toBe(201);
  return { date, court: slot?.location.name ?? '', time: slot?.startsAt.time ?? '' };
}
