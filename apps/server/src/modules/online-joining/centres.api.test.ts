import type { OnlineJoiningCentre, Venue } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users, venues } from '../../db/schema/index.ts';
import { useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { joiningCallsOf } from './online-joining-calls.test-kit.ts';

const kit = useBookingKit();
const { centre, venueId } = joiningCallsOf(kit);

describe('a centre selling memberships online', () => {
  it('lists the plans for every centre and its own, with what they cost and include', async () => {
    const response = await centre('leeds-central');
    expect(response.statusCode).toBe(200);
    const { venue, plans } = dataOf<OnlineJoiningCentre>(response);
    expect(venue).toMatchObject({ slug: 'leeds-central', onlineJoiningEnabled: true });
    const slugs = plans.map((plan) => plan.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['gym-and-swim', 'swim-only', 'off-peak', 'junior', 'family']),
    );
    // Not sold online, or tied to another centre.
    expect(slugs).not.toContain('corporate');
    expect(slugs).not.toContain('harrogate-racquets');
    const gymAndSwim = plans.find((plan) => plan.slug === 'gym-and-swim');
    expect(gymAndSwim).toMatchObject({
      objectType: 'membership',
      name: 'Gym & Swim',
      venueId: null,
      price: { amountPence: 3499, formatted: '£34.99' },
      joiningFee: { amountPence: 2000, formatted: '£20.00' },
      firstPayment: { amountPence: 5499, formatted: '£54.99' },
      termMonths: 12,
      guestPassesPerMonth: 2,
      minAge: null,
      maxAge: null,
      benefits: [{ name: '2 free classes a month', sessionsPerMonth: 2 }],
    });
    expect(gymAndSwim?.discounts).toEqual(
      expect.arrayContaining([
        { activityName: expect.any(String), activitySlug: 'spin', percentOff: 20 },
        { activityName: expect.any(String), activitySlug: 'lane-swimming', percentOff: 100 },
      ]),
    );
    expect(plans.find((plan) => plan.slug === 'junior')).toMatchObject({ minAge: 11, maxAge: 17 });
  });

  it("adds a centre's own plans there", async () => {
    const { plans } = dataOf<OnlineJoiningCentre>(await centre('harrogate'));
    expect(plans.find((plan) => plan.slug === 'harrogate-racquets')).toMatchObject({
      venueId: await venueId('harrogate'),
      benefits: [{ name: '2 free court bookings a month', sessionsPerMonth: 2 }],
    });
  });

  it('is 404 for an unknown centre, one that does not sell online, and a client without online joining', async () => {
    const [offline] = await kit
      .db()
      .select({ slug: venues.slug })
      .from(venues)
      .where(and(eq(venues.clientId, kit.clientId), eq(venues.onlineJoiningEnabled, false)));
    expect(offline).toBeDefined();
    expect((await centre('no-such-centre')).statusCode).toBe(404);
    expect((await centre(offline?.slug ?? '')).statusCode).toBe(404);
    const [riversideVenue] = await kit
      .db()
      .select({ slug: venues.slug })
      .from(venues)
      .innerJoin(clients, eq(clients.id, venues.clientId))
      .where(eq(clients.slug, 'riverside'));
    expect((await centre(riversideVenue?.slug ?? '', 'riverside')).statusCode).toBe(404);
  });

  it('lists only the venues that sell memberships online, and none for a client without online joining', async () => {
    const listedAt = async (client: string) =>
      dataOf<Venue[]>(
        await kit.testApp.request({ method: 'GET', url: '/api/venues/online-joining', client }),
      );
    const listed = await listedAt('demo');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((venue) => venue.onlineJoiningEnabled)).toBe(true);
    expect(listed.map((venue) => venue.slug)).toContain('leeds-central');
    // A riverside venue set to sell online still sells nothing while its client does not.
    const [riverside] = await kit.db().select().from(clients).where(eq(clients.slug, 'riverside'));
    const [venue] = await kit
      .db()
      .update(venues)
      .set({ onlineJoiningEnabled: true })
      .where(eq(venues.clientId, riverside?.id ?? 0))
      .returning({ slug: venues.slug });
    expect(await listedAt('riverside')).toEqual([]);
    expect((await centre(venue?.slug ?? '', 'riverside')).statusCode).toBe(404);
  });
});

describe('signing up to join', () => {
  it('creates the account with its date of birth and home centre', async () => {
    const visitor = kit.visitor();
    const email = `joiner-${Date.now()}@example.com`;
    const response = await kit.post(visitor, '/api/auth/customer/register', {
      client_id: 'demo',
      source: 'online-joining',
      first_name: 'Jo',
      last_name: 'Joiner',
      email,
      password: 'Joining-Online-2026!',
      date_of_birth: '1992-07-01',
      home_venue_id: await venueId('harrogate'),
      terms: true,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await kit
      .db()
      .select({ dateOfBirth: users.dateOfBirth, homeVenueId: users.homeVenueId })
      .from(users)
      .where(and(eq(users.clientId, kit.clientId), eq(users.email, email)));
    expect(row).toEqual({ dateOfBirth: '1992-07-01', homeVenueId: await venueId('harrogate') });
  });
});
