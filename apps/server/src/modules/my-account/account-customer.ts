import type { FastifyRequest } from 'fastify';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { requireUser } from '../auth/session.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { customerActedFor } from '../front-of-house/staff.ts';
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
 * The logged-in customer of the request's client (a visitor gets 401 'User signed out'), or,
 * for staff, the customer named by `selected_user_id` (as the basket does: a customer naming
 * anyone else gets 403, an unknown customer 404).
 */
export async function accountCustomerOf(
  request: FastifyRequest,
  selectedUserId: number | null | undefined,
): Promise<AccountCustomer> {
  const viewer = await requireUser(request);
  const user = await customerActedFor(request.server.db, viewer, selectedUserId);
  return { client: viewer.client, user };
}

/** Today (`YYYY-MM-DD`) as the client's wall clock shows it. */
export const todayAt = (client: ClientRow, now = new Date()): string => dayOf(now, client.timezone);
