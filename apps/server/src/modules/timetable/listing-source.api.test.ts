import { CourseList, PriceQuote, Theme, Timetable, Venue, VenueList } from '@leisure/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { activities, classOccurrences, courses, themes, venues } from '../../db/schema/index.ts';
import {
  classItem,
  errorOf,
  type Shopper,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

// `app.readDb` is a second copy of the seeded database here, changed where the tests say: an
// answer showing the copy's values was read from it, one showing the app's own from the primary.
const kit = useBookingKit({ readDb: 'copy' });

function copy(): Database {
  const db = kit.testApp.readDatabase?.handle.db;
  if (!db) throw new Error('the test app has no read copy');
  return db;
}

/** Gives a class `spaces` places in the read copy, whatever it has in the app's own database. */
async function setClassSpacesInCopy(row: { id: number; bookedCount: number }, spaces: number) {
  await copy()
    .update(classOccurrences)
    .set({ capacity: row.bookedCount + spaces, firstBookableAt: null })
    .where(and(eq(classOccurrences.clientId, kit.clientId), eq(classOccurrences.id, row.id)));
}

async function listedClass(who: Shopper, row: Parameters<typeof kit.listingUrl>[0] & { listingId: unknown }) {
  const timetable = Timetable.parse(await kit.read(who, kit.listingUrl(row, 'timetable')));
  const listed = timetable.classes.find((item) => item.id === row.listingId);
  if (!listed) throw new Error('the class is not listed');
  return listed;
}

describe('venues, themes and activities read from readDb, whoever asks', () => {
  beforeAll(async () => {
    await copy()
      .update(venues)
      .set({ name: 'Leeds Central (read copy)' })
      .where(and(eq(venues.clientId, kit.clientId), eq(venues.slug, 'leeds-central')));
    await copy()
      .update(themes)
      .set({ primaryColour: '#0a0b0c' })
      .where(and(eq(themes.clientId, kit.clientId), isNull(themes.venueId)));
    await copy()
      .update(activities)
      .set({ name: 'Yoga (read copy)' })
      .where(and(eq(activities.clientId, kit.clientId), eq(activities.slug, 'yoga')));
  });

  it('lists and shows venues from readDb, to visitors and customers alike', async () => {
    for (const who of [kit.visitor(), await kit.customer()]) {
      const list = VenueList.parse(await kit.read(who, '/api/venues'));
      expect(list.map((venue) => venue.name)).toContain('Leeds Central (read copy)');
      const one = Venue.parse(await kit.read(who, '/api/venues/leeds-central'));
      expect(one.name).toBe('Leeds Central (read copy)');
    }
  });

  it('serves the theme and the activity catalogue from readDb', async () => {
    const theme = Theme.parse(await kit.read(kit.visitor(), '/api/frontend/theme'));
    expect(theme.themeAppPrimaryColour).toBe('#0a0b0c');
    const categories = await kit.read<{ name: string }[]>(
      kit.visitor(),
      '/api/activities/venue/leeds-central/categories',
    );
    expect(JSON.stringify(categories)).toContain('Yoga (read copy)');
  });
});

describe('listings: readDb for a visitor with nothing of their own, the primary for anyone else', () => {
  it("shows a visitor the copy's places, and a customer or a guest with a basket the primary's", async () => {
    const lesson = await kit.classWithSpaces(3);
    await setClassSpacesInCopy(lesson, 1);

    const visitor = kit.visitor();
    expect((await listedClass(visitor, lesson)).spacesAvailable).toBe(1);
    expect(await kit.classSpaces(lesson.listingId)).toBe(1);

    const customer = await kit.customer();
    expect((await listedClass(customer, lesson)).spacesAvailable).toBe(3);
    const detail = await kit.read<{ class: { spacesAvailable: number } }>(
      customer,
      `/api/activities/${lesson.listingId}`,
    );
    expect(detail.class.spacesAvailable).toBe(3);

    // A visitor who put something in a basket reads the primary from then on.
    const guest = kit.visitor();
    await kit.added(guest, [ticketItem(await kit.ticketTimeWithSpaces(5))]);
    expect(guest.cookies.has(kit.guestCookie)).toBe(true);
    expect((await listedClass(guest, lesson)).spacesAvailable).toBe(3);
  });

  it('lists courses to a visitor from readDb and to a customer from the primary', async () => {
    const course = await kit.courseWithSpaces(4);
    await copy()
      .update(courses)
      .set({ capacity: course.bookedCount + 2 })
      .where(and(eq(courses.clientId, kit.clientId), eq(courses.id, course.id)));
    expect((await kit.listedCourse(kit.visitor(), course))?.spacesAvailable).toBe(2);
    expect((await kit.listedCourse(await kit.customer(), course))?.spacesAvailable).toBe(4);
    const list = CourseList.parse(
      await kit.read(kit.visitor(), `/api/activities/venue/${course.venueSlug}/courses`),
    );
    expect(list.length).toBeGreaterThan(0);
  });

  it("quotes a visitor the copy's price and a customer the primary's", async () => {
    const lesson = await kit.classWithSpaces(2);
    await copy()
      .update(classOccurrences)
      .set({ pricePence: lesson.pricePence + 111 })
      .where(and(eq(classOccurrences.clientId, kit.clientId), eq(classOccurrences.id, lesson.id)));
    const url = `/api/activities/price/${lesson.venueSlug}/ticket/${lesson.activitySlug}`;
    const payload = { reference: lesson.listingId, is_v2: lesson.family === 'v2' };
    const quoteFor = async (who: Shopper) => {
      const response = await kit.post(who, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return PriceQuote.parse(dataOf(response)).price.amountPence;
    };
    expect(await quoteFor(kit.visitor())).toBe(lesson.pricePence + 111);
    expect(await quoteFor(await kit.customer())).toBe(lesson.pricePence);
  });
});

describe('capacity is decided on the primary, whatever readDb shows', () => {
  it('refuses a place the copy shows free, and grants the last place the copy shows full, once', async () => {
    const full = await kit.classWithSpaces(0);
    await setClassSpacesInCopy(full, 5);
    const visitor = kit.visitor();
    expect(await kit.classSpaces(full.listingId)).toBe(5);
    const refused = await kit.add(visitor, [classItem(full)]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).code).toBe('place_unavailable');

    const last = await kit.classWithSpaces(1);
    await setClassSpacesInCopy(last, 0);
    expect(await kit.classSpaces(last.listingId)).toBe(0);
    const cart = await kit.added(visitor, [classItem(last)]);
    expect(cart.items.map((item) => item.listingId)).toContain(last.listingId);
    const second = await kit.add(await kit.customer(), [classItem(last)]);
    expect(second.statusCode, second.body).toBe(409);
    // The basket exists on the primary only: it is read from there.
    expect((await kit.cartOf(visitor)).items).toHaveLength(1);
  });
});
