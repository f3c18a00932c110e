import type {
  AccountBooking,
  AccountDocument,
  AccountMembership,
  AccountPenalty,
  GuestPass,
} from '@leisure/contracts';

const tenderLabels: Record<AccountBooking['paidBy'][number], string> = {
  card: 'Card',
  credit: 'Account credit',
  cash: 'Cash',
  cheque: 'Cheque',
  'offline-voucher': 'Voucher',
};

/** 'Membership benefit', 'Package session', or how the order was paid: 'Card and account credit'. */
export function paidWithLabel(booking: Pick<AccountBooking, 'paidWith' | 'paidBy'>): string {
  if (booking.paidWith === 'benefit') return 'Membership benefit';
  if (booking.paidWith === 'package') return 'Package session';
  const ways = booking.paidBy.map((tender, index) =>
    index === 0 ? tenderLabels[tender] : tenderLabels[tender].toLowerCase(),
  );
  if (ways.length === 0) return 'Nothing to pay';
  return ways.length === 1 ? (ways[0] ?? '') : `${ways.slice(0, -1).join(', ')} and ${ways.at(-1)}`;
}

export const bookingStatusLabels: Record<AccountBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

export const membershipStatusLabels: Record<AccountMembership['status'], string> = {
  active: 'Active',
  frozen: 'Frozen',
  cancelled: 'Cancelled',
  suspended: 'Suspended: payment overdue',
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
