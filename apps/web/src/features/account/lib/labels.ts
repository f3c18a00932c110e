import type {
  AccountBooking,
  AccountDocument,
  AccountMembership,
  AccountPenalty,
  GuestPass,
} from '@leisure/contracts';

export const paidWithLabels: Record<AccountBooking['paidWith'], string> = {
  money: 'Card or account credit',
  benefit: 'Membership benefit',
  package: 'Package session',
};

export const bookingStatusLabels: Record<AccountBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

export const membershipStatusLabels: Record<AccountMembership['status'], string> = {
  active: 'Active',
  frozen: 'Frozen',
  cancelled: 'Cancelled',
  ended: 'Ended',
  future: 'Starts soon',
};

export const guestPassStatusLabels: Record<GuestPass['status'], string> = {
  issued: 'Ready to use',
  used: 'Used',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const documentStatusLabels: Record<AccountDocument['status'], string> = {
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const penaltyReasonLabels: Record<AccountPenalty['reason'], string> = {
  no_show: 'No-show',
  late_cancellation: 'Late cancellation',
  damage: 'Damage',
};

/** Status chips: 'positive' for what is in force, 'neutral' for the rest. */
export type StatusTone = 'positive' | 'neutral' | 'negative';

export const membershipTone = (status: AccountMembership['status']): StatusTone =>
  status === 'active' ? 'positive' : status === 'frozen' || status === 'future' ? 'neutral' : 'negative';

export const guestPassTone = (status: GuestPass['status']): StatusTone =>
  status === 'issued' ? 'positive' : status === 'used' ? 'neutral' : 'negative';
