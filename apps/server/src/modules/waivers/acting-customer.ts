import type { FastifyRequest } from 'fastify';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { signedInContextOf } from '../auth/request-context.ts';
import { type IdempotencyScope, idempotencyScopeOf } from '../cart/idempotency.ts';
import type { ClientRow } from '../clients/clients.repository.ts';

/** The customer a call works for, and the key scope of who made it. */
export interface ActingCustomer {
  client: ClientRow;
  customer: UserWithVenue;
  scope: IdempotencyScope | undefined;
}

/**
 * Attendees and waivers belong to a logged-in customer (a visitor gets 401): the one the request
 * acts for (`requestContextOf`). The Idempotency-Key scope is the caller's own.
 */
export async function actingCustomer(request: FastifyRequest): Promise<ActingCustomer> {
  const { client, viewer, actingFor } = await signedInContextOf(request);
  const scope = idempotencyScopeOf(request, { clientId: client.id, owner: `user:${viewer.user.id}` });
  return { client, customer: actingFor.customer, scope };
}
