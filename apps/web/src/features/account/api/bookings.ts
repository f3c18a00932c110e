import { AccountBookingList, CancelBookingResponse } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys, changeHeaders } from './keys.ts';

export type BookingPeriod = AccountBookingList['period'];

/** `GET /api/my-account/bookings?period=`: upcoming soonest first, past latest first. */
export const bookingsQuery = (period: BookingPeriod) =>
  queryOptions({
    queryKey: accountKeys.bookings(period),
    queryFn: ({ signal }) =>
      apiFetch(`${accountApiPath}/bookings?period=${period}`, AccountBookingList, { signal }),
    staleTime: 30_000,
  });

/** `DELETE /api/activities/bookings/{bookingId}/?source=bookings`: the toast's words are the answer's `message`. */
export const cancelBooking = (bookingId: number) =>
  apiFetch(`/api/activities/bookings/${bookingId}/?source=bookings`, CancelBookingResponse, {
    method: 'DELETE',
    headers: changeHeaders(),
  });
