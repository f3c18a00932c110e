import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { optionalUser, requireUser } from '../auth/session.ts';
import { type CartOwner, cartOwnerOf } from '../cart/cart-owner.ts';
import { type IdempotencyScope, idempotencyScopeOf } from '../cart/idempotency.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { selectedCustomer } from '../front-of-house/staff.ts';

/** The customer a call works for, and the key scope of who made it. */
export interface ActingCustomer {
  client: ClientRow;
  customer: UserWithVenue;
  scope: IdempotencyScope | undefined;
}

const forbidden = () => new AppError({ statusCode: 403, code: 'forbidden', message: 'Unauthorised.' });

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
  if (selectedUserId == null || selectedUserId === viewer.user.id) {
    return { client: viewer.client, customer: viewer.user, scope };
  }
  if (viewer.user.role !== 'staff') throw forbidden();
  const customer = await selectedCustomer(request.server.db, viewer.client.id, selectedUserId);
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
  if (!(await optionalUser(request))) return cartOwnerOf(app, request, options);
  const acting = await actingCustomer(request, selectedUserId);
  const owner: CartOwner = {
    client: acting.client,
    userId: acting.customer.id,
    holdMinutes: app.config.CART_HOLD_MINUTES,
    membershipPlanIds: [],
  };
  return { owner, scope: acting.scope };
}
