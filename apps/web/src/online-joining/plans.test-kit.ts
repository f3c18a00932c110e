import type { MembershipPlan, OnlineJoiningCentre } from '@leisure/contracts';

const money = (amountPence: number) => ({ amountPence, formatted: `£${(amountPence / 100).toFixed(2)}` });

/** A plan as `GET /api/online-joining/centres/{slug}` lists it (tests only): Gym & Swim by default. */
export function membershipPlan(overrides: Partial<MembershipPlan> = {}): MembershipPlan {
  return {
    id: 1,
    objectType: 'membership',
    slug: 'gym-and-swim',
    name: 'Gym & Swim',
    description: 'Unlimited gym and swimming at every venue, with 20% off classes.',
    venueId: null,
    price: money(3499),
    joiningFee: money(2000),
    firstPayment: money(5499),
    termMonths: 12,
    minAge: null,
    maxAge: null,
    guestPassesPerMonth: 2,
    discounts: [
      { activityName: 'Yoga', activitySlug: 'yoga', percentOff: 20 },
      { activityName: 'Spin', activitySlug: 'spin', percentOff: 20 },
      { activityName: 'Body pump', activitySlug: 'body-pump', percentOff: 20 },
      { activityName: 'Lane swimming', activitySlug: 'lane-swimming', percentOff: 100 },
      { activityName: 'Public swim', activitySlug: 'public-swim', percentOff: 100 },
    ],
    benefits: [{ name: '2 free classes a month', sessionsPerMonth: 2 }],
    requiredDocument: null,
    ...overrides,
  };
}

/** Leeds Central selling Gym & Swim and Junior (tests only). */
export function testCentre(): OnlineJoiningCentre {
  return {
    venue: {
      id: 3,
      slug: 'leeds-central',
      name: 'Leeds Central Leisure Centre',
      address: {
        line1: '1 Park Cross Street',
        line2: null,
        town: 'Leeds',
        county: null,
        postcode: 'LS1 2QH',
      },
      phone: null,
      email: null,
      lat: null,
      lng: null,
      activitiesV2Enabled: true,
      migrationDate: null,
      displayVenueSelectionButton: true,
      onlineJoiningEnabled: true,
      imageUrl: null,
      accessibility: [],
    },
    plans: [
      membershipPlan(),
      membershipPlan({
        id: 2,
        slug: 'junior',
        name: 'Junior',
        description: 'For 11 to 17 year olds.',
        price: money(1299),
        joiningFee: money(0),
        firstPayment: money(1299),
        minAge: 11,
        maxAge: 17,
        guestPassesPerMonth: 0,
        discounts: [{ activityName: 'Public swim', activitySlug: 'public-swim', percentOff: 100 }],
        benefits: [],
        requiredDocument: 'Proof of age',
      }),
    ],
  };
}
