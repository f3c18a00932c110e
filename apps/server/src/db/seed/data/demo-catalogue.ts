import type {
  ActivitySeed,
  HoldingSeed,
  InstructorSeed,
  PackageSeed,
  PlanSeed,
  TagSeed,
  UserSeed,
} from '../types.ts';

export const classVenues = ['leeds-central', 'harrogate', 'york', 'wakefield', 'bradford', 'sheffield', 'manchester', 'hull', 'lincoln'];
export const spinVenues = ['leeds-central', 'harrogate', 'bradford', 'sheffield', 'manchester'];
export const poolClassVenues = ['leeds-central', 'harrogate', 'york', 'wakefield', 'sheffield', 'manchester', 'hull'];
export const publicSwimVenues = ['leeds-central', 'harrogate', 'york', 'wakefield', 'huddersfield', 'sheffield', 'hull'];

/** Courts are cancelled with a refund up to 48 hours before; classes keep the default 24. */
export const COURT_CUTOFF_HOURS = 48;

export const demoActivities: ActivitySeed[] = [
  {
    slug: 'fitness-classes',
    name: 'Fitness classes',
    description: 'Instructor-led classes for every level, from gentle yoga to high-energy spin.',
    kind: 'class',
    browseByName: 'time',
    venues: [],
  },
  { slug: 'swimming', name: 'Swimming', description: 'Lane swimming, public sessions and lessons.', kind: 'ad_hoc', accessibility: ['pool_hoist'], venues: [] },
  {
    slug: 'racket-sports',
    name: 'Racket sports',
    description: 'Book a badminton, squash or tennis court by the hour.',
    kind: 'ad_hoc',
    allocationStrategy: 'customer',
    cancellationCutoffHours: COURT_CUTOFF_HOURS,
    venues: [],
  },
  { slug: 'climbing', name: 'Climbing', description: 'Bouldering walls for all abilities.', kind: 'fast_ticket', venues: [] },
  { slug: 'ice-skating', name: 'Ice skating', description: 'Public skating with skate hire included.', kind: 'fast_ticket', venues: [] },
  ...classActivities(),
  {
    slug: 'lane-swimming',
    accessibility: ['pool_hoist'],
    parent: 'swimming',
    name: 'Lane swimming',
    description: 'Book your own lane for an hour: slow, medium and fast lanes are signed on the poolside.',
    kind: 'ad_hoc',
    allocationStrategy: 'customer',
    browseByName: 'location',
    venues: ['leeds-central', 'sheffield'],
  },
  {
    slug: 'public-swim',
    accessibility: ['pool_hoist'],
    parent: 'swimming',
    name: 'Public swim',
    description: 'Open sessions for everyone, with floats and inflatables at weekends.',
    kind: 'fast_ticket',
    browseByName: 'time',
    venues: publicSwimVenues,
  },
  {
    slug: 'badminton',
    parent: 'racket-sports',
    name: 'Badminton',
    description: 'Courts for singles or doubles. Rackets and shuttles can be hired at reception.',
    kind: 'ad_hoc',
    allocationStrategy: 'customer',
    cancellationCutoffHours: COURT_CUTOFF_HOURS,
    venues: ['leeds-central', 'york', 'bradford'],
  },
  {
    slug: 'squash',
    parent: 'racket-sports',
    name: 'Squash',
    description: '40-minute court bookings; we allocate the court when you book.',
    kind: 'ad_hoc',
    allocationStrategy: 'system',
    cancellationCutoffHours: COURT_CUTOFF_HOURS,
    venues: ['leeds-central', 'harrogate', 'sheffield'],
  },
  {
    slug: 'tennis',
    parent: 'racket-sports',
    name: 'Tennis',
    description: 'Floodlit outdoor courts, bookable all year round.',
    kind: 'ad_hoc',
    allocationStrategy: 'customer',
    cancellationCutoffHours: COURT_CUTOFF_HOURS,
    venues: ['harrogate', 'york'],
  },
  {
    slug: 'bouldering',
    parent: 'climbing',
    name: 'Bouldering',
    description: 'Two-hour sessions on our bouldering wall. Shoe hire included; under 16s with an adult.',
    accessibility: ['quiet_session'],
    kind: 'fast_ticket',
    browseByName: 'time',
    venues: ['leeds-central', 'sheffield'],
  },
  {
    slug: 'public-skating',
    parent: 'ice-skating',
    name: 'Public skating',
    description: '90-minute sessions for all ages. Skate hire and helmets are included.',
    kind: 'fast_ticket',
    browseByName: 'time',
    venues: ['newcastle'],
  },
];

function classActivities(): ActivitySeed[] {
  const base = { parent: 'fitness-classes', kind: 'class', browseByName: 'time', allocationStrategy: 'system' } as const;
  return [
    { ...base, slug: 'yoga', name: 'Yoga', description: 'Breath, balance and strength.', venues: [...classVenues, 'durham'] },
    { ...base, slug: 'spin', name: 'Spin', description: 'Indoor cycling to music, at your own pace.', venues: spinVenues },
    {
      ...base,
      slug: 'body-pump',
      name: 'Body pump',
      description: 'A barbell workout for the whole body. Members only.',
      isMembersOnly: true,
      venues: [...classVenues, 'durham'],
    },
    {
      ...base,
      slug: 'aqua-aerobics',
      name: 'Aqua aerobics',
      description: 'A full workout in the water that is easy on the joints.',
      accessibility: ['pool_hoist'],
      venues: poolClassVenues,
    },
  ];
}

export const demoInstructors: InstructorSeed[] = [
  { firstName: 'Hannah', lastName: 'Whitaker', bio: 'British Wheel of Yoga teacher with ten years of classes in Leeds.' },
  { firstName: 'James', lastName: 'Holroyd', bio: 'Former track cyclist who now coaches spin and strength.' },
  { firstName: 'Priya', lastName: 'Sharma', bio: 'Teaches vinyasa and yin yoga, and a popular gentle class for beginners.' },
  { firstName: 'Tom', lastName: 'Atkinson', bio: 'Level 3 personal trainer and Body pump instructor.' },
  { firstName: 'Chloe', lastName: 'Barraclough', bio: 'Swimming teacher and aqua fitness instructor.' },
  { firstName: 'Daniel', lastName: 'Okafor', bio: 'Strength and conditioning coach; loves a heavy squat.' },
  { firstName: 'Megan', lastName: 'Lister', bio: 'Pilates and yoga teacher specialising in classes for over 60s.' },
  { firstName: 'Oliver', lastName: 'Brennan', bio: 'Spin and HIIT coach who never plays the same playlist twice.' },
];

export const demoTags: TagSeed[] = [
  { slug: 'beginner-friendly', name: 'Beginner friendly' },
  { slug: 'high-intensity', name: 'High intensity' },
  { slug: 'low-impact', name: 'Low impact' },
  { slug: 'women-only', name: 'Women only' },
  { slug: 'over-60s', name: 'Over 60s' },
  { slug: 'quiet-session', name: 'Quiet session' },
];

const classes = ['yoga', 'spin', 'body-pump', 'aqua-aerobics'];
const swimming = ['lane-swimming', 'public-swim'];

export const demoPlans: PlanSeed[] = [
  {
    slug: 'gym-and-swim',
    name: 'Gym & Swim',
    description: 'Unlimited gym and swimming at every venue, with 20% off classes.',
    pricePence: 3499,
    joiningFeePence: 2000,
    termMonths: 12,
    guestPassesPerMonth: 2,
    isOnlineJoinable: true,
    discounts: [
      { activities: classes, percentOff: 20 },
      { activities: swimming, percentOff: 100 },
    ],
    benefits: [{ name: '2 free classes a month', sessionsPerMonth: 2, activities: classes }],
  },
  {
    slug: 'swim-only',
    name: 'Swim only',
    description: 'Unlimited lane and public swimming at every pool.',
    pricePence: 2499,
    joiningFeePence: 1500,
    termMonths: 12,
    guestPassesPerMonth: 1,
    isOnlineJoinable: true,
    discounts: [
      { activities: swimming, percentOff: 100 },
      { activities: ['aqua-aerobics'], percentOff: 10 },
    ],
  },
  {
    slug: 'off-peak',
    name: 'Off-peak',
    description: 'Weekdays before 4pm and all weekend. Rolling monthly, cancel any time.',
    pricePence: 2199,
    joiningFeePence: 1000,
    termMonths: 1,
    guestPassesPerMonth: 0,
    isOnlineJoinable: true,
    discounts: [
      { activities: classes, percentOff: 15 },
      { activities: ['lane-swimming'], percentOff: 50 },
    ],
  },
  {
    slug: 'junior',
    name: 'Junior',
    description: 'For 11 to 17 year olds: free public swims and half-price badminton.',
    pricePence: 1299,
    joiningFeePence: 0,
    termMonths: 12,
    guestPassesPerMonth: 0,
    minAge: 11,
    maxAge: 17,
    isOnlineJoinable: true,
    discounts: [
      { activities: ['public-swim'], percentOff: 100 },
      { activities: ['badminton'], percentOff: 50 },
    ],
  },
  {
    slug: 'family',
    name: 'Family',
    description: 'Two adults and up to three children, with four guest passes a month.',
    pricePence: 6999,
    joiningFeePence: 3000,
    termMonths: 12,
    guestPassesPerMonth: 4,
    isOnlineJoinable: true,
    discounts: [
      { activities: classes, percentOff: 20 },
      { activities: ['public-swim'], percentOff: 100 },
      { activities: ['bouldering', 'public-skating'], percentOff: 25 },
    ],
    benefits: [{ name: '4 free classes a month', sessionsPerMonth: 4, activities: classes }],
  },
  {
    slug: 'harrogate-racquets',
    name: 'Racquets (Harrogate)',
    description: 'Squash and tennis at Harrogate Spa & Sports Centre.',
    venue: 'harrogate',
    pricePence: 2999,
    joiningFeePence: 1500,
    termMonths: 12,
    guestPassesPerMonth: 0,
    isOnlineJoinable: true,
    discounts: [{ activities: ['squash', 'tennis'], percentOff: 30 }],
    benefits: [{ name: '2 free court bookings a month', sessionsPerMonth: 2, activities: ['squash', 'tennis'] }],
  },
  {
    slug: 'corporate',
    name: 'Corporate',
    description: 'Through your employer: ask your HR team, or speak to us at reception.',
    pricePence: 2899,
    joiningFeePence: 0,
    termMonths: 12,
    guestPassesPerMonth: 1,
    isOnlineJoinable: false,
    discounts: [{ activities: classes, percentOff: 20 }],
  },
];

export const demoUsers: UserSeed[] = [
  {
    reference: 'DL000001',
    email: 'customer@demo.test',
    password: 'Demo-Customer-2026!',
    firstName: 'Emma',
    lastName: 'Sutcliffe',
    role: 'customer',
    homeVenue: 'leeds-central',
    dateOfBirth: '1990-05-14',
    phone: '07700 900123',
    loginLabel: 'Demo customer',
  },
  {
    reference: 'DL000002',
    email: 'staff@demo.test',
    password: 'Demo-Staff-2026!',
    firstName: 'Gareth',
    lastName: 'Lund',
    role: 'staff',
    homeVenue: 'leeds-central',
    phone: '0113 496 0124',
    loginLabel: 'Demo staff',
  },
  {
    reference: 'DL000003',
    email: 'member@demo.test',
    password: 'Demo-Member-2026!',
    firstName: 'Priya',
    lastName: 'Chandra',
    role: 'customer',
    homeVenue: 'leeds-central',
    dateOfBirth: '1986-11-02',
    phone: '07700 900456',
    loginLabel: 'Demo member (Gym & Swim, 5 Class Pass)',
  },
  {
    reference: 'DL000004',
    email: 'retrying@demo.test',
    password: 'Demo-Retrying-2026!',
    firstName: 'Tom',
    lastName: 'Whitaker',
    role: 'customer',
    homeVenue: 'leeds-central',
    dateOfBirth: '1979-03-21',
    phone: '07700 900789',
    loginLabel: 'Demo member (last payment declined, being retried)',
  },
  {
    reference: 'DL000005',
    email: 'suspended@demo.test',
    password: 'Demo-Suspended-2026!',
    firstName: 'Aisha',
    lastName: 'Okafor',
    role: 'customer',
    homeVenue: 'leeds-central',
    dateOfBirth: '1995-07-09',
    phone: '07700 900321',
    loginLabel: 'Demo member (suspended, payment overdue)',
  },
];

export const demoPackages: PackageSeed[] = [
  {
    slug: 'five-class-pass',
    name: '5 Class Pass',
    description: 'Five fitness classes at any venue, to use within 90 days.',
    sessions: 5,
    validDays: 90,
    pricePence: 2750,
    activities: classes,
  },
  {
    slug: 'ten-court-pass',
    name: '10 Court Pass',
    description: 'Ten badminton, squash or tennis courts, to use within 6 months.',
    sessions: 10,
    validDays: 182,
    pricePence: 7000,
    activities: ['badminton', 'squash', 'tennis'],
  },
];

export const demoHoldings: HoldingSeed[] = [
  {
    email: 'member@demo.test',
    membership: {
      plan: 'gym-and-swim',
      reference: 'MEM-000301',
      startedDaysAgo: 95,
      payment: { card: { brand: 'visa', last4: '4242' }, state: 'paid' },
    },
    packages: [{ package: 'five-class-pass', expiresInDays: 60 }],
  },
  {
    email: 'retrying@demo.test',
    membership: {
      plan: 'swim-only',
      reference: 'MEM-000302',
      startedDaysAgo: 66,
      payment: { card: { brand: 'mastercard', last4: '4444' }, state: 'retrying' },
    },
  },
  {
    email: 'suspended@demo.test',
    membership: {
      plan: 'gym-and-swim',
      reference: 'MEM-000303',
      startedDaysAgo: 81,
      payment: { card: { brand: 'visa', last4: '1881' }, state: 'suspended' },
    },
  },
];
