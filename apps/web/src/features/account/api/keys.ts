import type { AccountBookingList } from '@leisure/contracts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

type Period = AccountBookingList['period'];

/** Query keys of the account area: all under one root, dropped together at logout. */
export const accountKeys = {
  all: ['my-account'] as const,
  dashboard: () => [...accountKeys.all, 'dashboard'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
  memberships: () => [...accountKeys.all, 'memberships'] as const,
  membershipBilling: (membershipId: number) =>
    [...accountKeys.all, 'memberships', membershipId, 'billing'] as const,
  packages: () => [...accountKeys.all, 'packages'] as const,
  bookings: (period?: Period) =>
    period
      ? ([...accountKeys.all, 'bookings', period] as const)
      : ([...accountKeys.all, 'bookings'] as const),
  guestPasses: () => [...accountKeys.all, 'guest-passes'] as const,
  payments: () => [...accountKeys.all, 'payments'] as const,
  savedCards: () => [...accountKeys.all, 'saved-cards'] as const,
  receipt: (orderId: number) => [...accountKeys.all, 'receipt', orderId] as const,
  calendarFeed: () => [...accountKeys.all, 'calendar-feed'] as const,
  documents: () => [...accountKeys.all, 'documents'] as const,
  penalties: () => [...accountKeys.all, 'penalties'] as const,
};

/** The headers of one state change: its own Idempotency-Key, so the server applies it once. */
export const changeHeaders = () => ({ 'Idempotency-Key': newIdempotencyKey() });
