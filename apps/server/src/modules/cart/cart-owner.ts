import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { requireClient } from '../../http/tenant.ts';
import { optionalUser } from '../auth/session.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { customerActedFor } from '../front-of-house/staff.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { type GuestKey, newGuestKey, presentedGuestKey } from './guest-cookie.ts';
import { type IdempotencyScope, idempotencyScopeOf } from './idempotency.ts';

interface OwnerBase {
  client: ClientRow;
  holdMinutes: number;
  /** The membership plans the owner holds: what member pricing options they may choose. */
  membershipPlanIds?: () => Promise<readonly number[]>;
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
 * The basket owner of a request: the logged-in customer (or the customer staff act for, named
 * by `selectedUserId`), else the visitor of the guest cookie.
 * With `mintGuestKey` a visitor without a cookie gets a new key (the first add sets the cookie).
 * Also answers the request's Idempotency-Key scope, when it sent one.
 */
export async function cartOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { mintGuestKey?: boolean; selectedUserId?: number | null | undefined } = {},
): Promise<{ owner: CartOwner; scope: IdempotencyScope | undefined }> {
  const viewer = await optionalUser(request);
  // Acting for a customer is for logged-in staff: a visitor naming one is not logged in.
  if (!viewer && typeof options.selectedUserId === 'number') throw unauthenticated();
  const actedFor = viewer ? await customerActedFor(app.db, viewer, options.selectedUserId) : undefined;
  const holdMinutes = app.config.CART_HOLD_MINUTES;
  let owner: CartOwner;
  if (viewer) {
    const userId = actedFor?.id ?? viewer.user.id;
    const client = viewer.client;
    // Read only when a member pricing option is chosen: most calls never need it.
    let planIds: Promise<number[]> | undefined;
    const membershipPlanIds = () => {
      planIds ??= activeMemberships(app.db, { clientId: client.id, userId, zone: client.timezone }).then(
        (memberships) => memberships.map((held) => held.planId),
      );
      return planIds;
    };
    owner = { holdMinutes, client, userId, membershipPlanIds };
  } else {
    owner = {
      holdMinutes,
      client: await requireClient(request),
      userId: null,
      guest: presentedGuestKey(request) ?? (options.mintGuestKey ? newGuestKey() : undefined),
    };
  }
  // Keys are the caller's own: staff acting for a customer keep theirs.
  const ownerKey = viewer ? `user:${viewer.user.id}` : idempotencyOwner(owner);
  const scope = ownerKey
    ? idempotencyScopeOf(request, { clientId: owner.client.id, owner: ownerKey })
    : undefined;
  return { owner, scope };
}

export const unauthenticated = () =>
  new AppError({ statusCode: 401, code: 'unauthenticated', message: 'User signed out' });

/** Calls only a customer may make (credit): a visitor gets 401. */
export function requireCustomer(owner: CartOwner): CustomerOwner {
  if (isGuest(owner)) throw unauthenticated();
  return owner;
}
