import type { AccountBookingList } from '@leisure/contracts';
import { accountPaths } from '@leisure/contracts/routes/paths';

import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

export type BookingPeriod = AccountBookingList['period'];

/** `GET /api/my-account/bookings?period=`: upcoming soonest first, past latest first. */
export const bookingsQuery = (period: BookingPeriod) =>
  queryOptions({
    queryKey: accountKeys.bookings(period),
    queryFn: ({ signal }) => callApi(accountPaths.bookings, { query: { period }, signal }),
    staleTime: 30_000,
  });

/**
 * `DELETE /api/activities/bookings/{bookingId}/?source=bookings`, with `refund_to` when the
 * customer chose where the refund goes: the toast's words are the answer's `message`.
 */
export const cancelBooking = (bookingId: number, refundTo?: 'card' | 'credit') =>
  sendApi(accountPaths.cancelBooking, {
    params: { bookingId },
    query: { source: 'bookings', ...(refundTo ? { refund_to: refundTo } : {}) },
    headers: changeHeaders(),
  });
