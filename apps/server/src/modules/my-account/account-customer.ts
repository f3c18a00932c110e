import type { FastifyRequest } from 'fastify';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { signedInContextOf } from '../auth/request-context.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { dayOf } from '../timetable/calendar.ts';

export const accountTags = ['My account'];
/** Said of every account call. */
export const whoseAccount =
  "The logged-in customer's own (a visitor gets 401 `unauthenticated` 'User signed out'); staff may name a customer with `selected_user_id` (a customer naming anyone else gets 403, an unknown customer 404).";
/** What every account call may answer besides 404, 422 and 500. */
export const accountErrors = [401, 403];

/** Whose account a call reads or changes, at which client. */
export interface AccountCustomer {
  client: ClientRow;
  user: UserWithVenue;
}

/**
 * Whose account a call works on: the customer the request acts for (`requestContextOf`: the
 * logged-in customer, or the one staff name; a visitor gets 401 'User signed out').
 */
export async function accountCustomerOf(request: FastifyRequest): Promise<AccountCustomer> {
  const { client, actingFor } = await signedInContextOf(request);
  return { client, user: actingFor.customer };
}

/** Today (`YYYY-MM-DD`) as the client's wall clock shows it. */
export const todayAt = (client: ClientRow, now = new Date()): string => dayOf(now, client.timezone);
