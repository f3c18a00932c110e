import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestContextOf, unauthenticated } from '../auth/request-context.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { type GuestKey, newGuestKey, presentedGuestKey } from './guest-cookie.ts';
import { type IdempotencyScope, idempotencyScopeOf } from './idempotency.ts';

interface OwnerBase {
  client: ClientRow;
  holdMinutes: number;
  /** The membership plans the owner holds: what member pricing options they may choose. */
  membershipPlanIds?: () => Promise<readonly number[]>;
  /** The customer id the call named (staff at the desk), echoed on the basket; none for a visitor. */
  named?: number | null;
}

/** A logged-in customer's basket. */
export interface CustomerOwner extends OwnerBase {
  userId: number;
  guest?: undefined;
}

/** A visitor's basket, tied to the guest cookie; `guest` is undefined until there is one. */
export interface GuestOwner extends OwnerBase {
  userId: null;
  guest: GuestKey | undefined;
}

/** Whose basket a call works on. */
export type CartOwner = CustomerOwner | GuestOwner;

export const isGuest = (owner: CartOwner): owner is GuestOwner => owner.userId === null;

/** The `idempotency_keys.owner` of a basket's calls: `user:{id}` or `guest:{guest key hash}`. */
function idempotencyOwner(owner: CartOwner): string | undefined {
  if (!isGuest(owner)) return `user:${owner.userId}`;
  return owner.guest ? `guest:${owner.guest.hash}` : undefined;
}

/**
 * The basket owner of a request: the customer it acts for (the logged-in customer, or the one
 * staff serve at the desk: `requestContextOf`), else the visitor of the guest cookie.
 * With `mintGuestKey` a visitor without a cookie gets a new key (the first add sets the cookie).
 * Also answers the request's Idempotency-Key scope, when it sent one.
 */
export async function cartOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { mintGuestKey?: boolean } = {},
): Promise<{ owner: CartOwner; scope: IdempotencyScope | undefined }> {
  const { client, viewer, actingFor, named } = await requestContextOf(request);
  const holdMinutes = app.config.CART_HOLD_MINUTES;
  let owner: CartOwner;
  if (actingFor) {
    const userId = actingFor.customer.id;
    // Read only when a member pricing option is chosen: most calls never need it.
    let planIds: Promise<number[]> | undefined;
    const membershipPlanIds = () => {
      planIds ??= activeMemberships(app.db, { clientId: client.id, userId, zone: client.timezone }).then(
        (memberships) => memberships.map((held) => held.planId),
      );
      return planIds;
    };
    owner = { holdMinutes, client, userId, membershipPlanIds, named };
  } else {
    owner = {
      holdMinutes,
      client,
      userId: null,
      guest: presentedGuestKey(request) ?? (options.mintGuestKey ? newGuestKey() : undefined),
    };
  }
  // Keys are the caller's own: staff acting for a customer keep theirs.
  const ownerKey = viewer ? `user:${viewer.user.id}` : idempotencyOwner(owner);
  const scope = ownerKey ? idempotencyScopeOf(request, { clientId: client.id, owner: ownerKey }) : undefined;
  return { owner, scope };
}

/** Calls only a customer may make (credit): a visitor gets 401. */
export function requireCustomer(owner: CartOwner): CustomerOwner {
  if (isGuest(owner)) throw unauthenticated();
  return owner;
}
