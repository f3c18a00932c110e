import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { requireUser } from '../auth/session.ts';
import { type CartOwner, cartOwnerOf } from '../cart/cart-owner.ts';
import { type IdempotencyScope, idempotencyScopeOf } from '../cart/idempotency.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { customerActedFor } from '../front-of-house/staff.ts';

/** The customer a call works for, and the key scope of who made it. */
export interface ActingCustomer {
  client: ClientRow;
  customer: UserWithVenue;
  scope: IdempotencyScope | undefined;
}

/**
 * Attendees and waivers belong to a logged-in customer (a visitor gets 401). Staff acting for a
 * customer name them in `selected_user_id` (a customer of the same client, else 404); a customer
 * naming anyone but themself gets 403. The Idempotency-Key scope is the caller's own.
 */
export async function actingCustomer(
  request: FastifyRequest,
  selectedUserId: number | null | undefined,
): Promise<ActingCustomer> {
  const viewer = await requireUser(request);
  const scope = idempotencyScopeOf(request, { clientId: viewer.client.id, owner: `user:${viewer.user.id}` });
  const customer = await customerActedFor(request.server.db, viewer, selectedUserId);
  return { client: viewer.client, customer, scope };
}

/**
 * Whose basket a question call works on: a visitor's (guest cookie) or, when logged in, the
 * customer's, or the one staff act for, as for waivers.
 */
export async function questionOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  selectedUserId: number | null | undefined,
  options: { mintGuestKey?: boolean } = {},
): Promise<{ owner: CartOwner; scope: IdempotencyScope | undefined }> {
  return cartOwnerOf(app, request, { ...options, selectedUserId });
}
