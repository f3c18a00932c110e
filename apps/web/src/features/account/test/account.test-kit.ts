import type {
  AccountBooking,
  AccountDashboard,
  AccountDocument,
  AccountMembership,
  AccountPackage,
  AccountPayments,
  AccountPenalties,
  AccountPenalty,
  GuestPass,
  GuestPassList,
  Order,
  UserDetails,
} from '@leisure/contracts';

const price = (amountPence: number) => ({ amountPence, formatted: `£${(amountPence / 100).toFixed(2)}` });

export function accountBooking(overrides: Partial<AccountBooking> = {}): AccountBooking {
  return {
    id: 501,
    uid: 'booking-501@demo',
    orderId: 90,
    orderReference: 'ORD-0090',
    type: 'activity_class',
    name: 'Morning yoga',
    venueName: 'Leeds Central',
    venueSlug: 'leeds-central',
    activitySlug: 'yoga',
    locationName: 'Studio 1',
    startsAt: { dateTime: '2026-11-25T09:00:00+00:00', time: '09:00' },
    endsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
    quantity: 1,
    total: price(650),
    paidWith: 'money',
    paidBy: ['card'],
    status: 'confirmed',
    cancelledAt: null,
    refund: null,
    cardRefund: null,
    cancellation: {
      canCancel: true,
      cutoffAt: '2026-11-24T09:00:00+00:00',
      isWithinCutoff: true,
      refund: price(650),
      refundChoices: ['credit'],
      message: 'You will get £6.50 back as account credit.',
    },
    ...overrides,
  };
}

export function accountMembership(overrides: Partial<AccountMembership> = {}): AccountMembership {
  return {
    id: 31,
    reference: 'M-0031',
    planName: 'Gym & Swim',
    planSlug: 'gym-swim',
    description: 'Unlimited gym and swim at every venue.',
    status: 'active',
    startsOn: '2026-01-05',
    endsOn: null,
    nextPaymentOn: '2026-12-05',
    monthlyPrice: price(3500),
    homeVenueName: 'Leeds Central',
    discounts: [{ activityName: 'Badminton', percentOff: 20 }],
    benefits: [{ name: 'Free classes', sessionsPerMonth: 2, sessionsLeftThisMonth: 1 }],
    guestPassesPerMonth: 2,
    paidBy: null,
    requiredDocument: null,
    freeze: null,
    pendingPlan: null,
    ...overrides,
  };
}

export function accountDashboard(overrides: Partial<AccountDashboard> = {}): AccountDashboard {
  return {
    firstName: 'Ada',
    nextBookings: [accountBooking()],
    credit: { general: price(500), membership: price(250), total: price(750) },
    membership: accountMembership(),
    packagesWithSessions: 1,
    warnings: [],
    ...overrides,
  };
}

export const userDetails: UserDetails = {
  reference: 'C-1007',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phone: '07700 900123',
  dateOfBirth: '1990-12-10',
  homeVenueSlug: 'york-pool',
};

export function accountPackage(overrides: Partial<AccountPackage> = {}): AccountPackage {
  return {
    id: 12,
    name: '10 Class Pass',
    description: 'Ten fitness classes.',
    activities: ['Yoga', 'Spin'],
    sessionsTotal: 10,
    sessionsUsed: 3,
    sessionsLeft: 7,
    expiresAt: '2027-01-21T10:00:00.000Z',
    isExpired: false,
    ...overrides,
  };
}

export function guestPass(overrides: Partial<GuestPass> = {}): GuestPass {
  return {
    id: 3,
    guestFirstName: 'Grace',
    guestLastName: 'Hopper',
    guestEmail: 'grace@example.test',
    validOn: '2026-11-28',
    code: 'GP-7K2Q',
    status: 'issued',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function guestPassList(overrides: Partial<GuestPassList> = {}): GuestPassList {
  return {
    passes: [guestPass()],
    allowance: { perMonth: 2, usedThisMonth: 1, leftThisMonth: 1 },
    ...overrides,
  };
}

export const accountPayments: AccountPayments = {
  orders: [
    {
      id: 90,
      reference: 'ORD-0090',
      createdAt: '2026-11-20T10:00:00.000Z',
      total: price(1150),
      bookingCount: 2,
      payments: [
        { tenderType: 'card', creditKind: null, amount: price(650), description: 'Visa ending 4242' },
        { tenderType: 'credit', creditKind: 'general', amount: price(500), description: 'General credit' },
      ],
    },
  ],
  creditHistory: [
    {
      id: 4,
      kind: 'general',
      amount: price(650),
      isCredit: true,
      reason: 'Cancelled Morning yoga',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 3,
      kind: 'general',
      amount: price(500),
      isCredit: false,
      reason: 'Order ORD-0090',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

export const receiptOrder: Order = {
  id: 90,
  reference: 'ORD-0090',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'completed',
  subTotal: price(1300),
  discount: price(150),
  total: price(1150),
  bookings: [
    {
      id: 501,
      uid: 'booking-501@demo',
      type: 'activity_class',
      name: 'Morning yoga',
      venueName: 'Leeds Central',
      startsAt: { dateTime: '2026-11-25T09:00:00+00:00', time: '09:00' },
      endsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
      quantity: 1,
      total: price(650),
      status: 'confirmed',
      attendeeName: null,
      sessions: [],
    },
  ],
  payments: accountPayments.orders[0]?.payments ?? [],
  memberships: [],
  email: 'ada@example.test',
};

export function accountDocument(overrides: Partial<AccountDocument> = {}): AccountDocument {
  return {
    id: 41,
    kind: 'Proof of student status',
    fileName: 'student-card.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_213,
    expiresOn: '2027-06-30',
    status: 'submitted',
    isExpired: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function accountPenalty(overrides: Partial<AccountPenalty> = {}): AccountPenalty {
  return {
    id: 8,
    reason: 'no_show',
    description: 'No-show: Spin class at Leeds Central',
    amount: price(500),
    isOutstanding: true,
    settledAt: null,
    createdAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

export function accountPenalties(penalties: AccountPenalty[]): AccountPenalties {
  const owed = penalties.filter((penalty) => penalty.isOutstanding);
  return {
    outstanding: {
      count: owed.length,
      total: price(owed.reduce((sum, penalty) => sum + penalty.amount.amountPence, 0)),
    },
    penalties,
  };
}
