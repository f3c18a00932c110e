import { isStaff } from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { requireClient } from '../../http/tenant.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { findUserById, type UserWithVenue } from './auth.repository.ts';
import { optionalUser, requireUser, type Viewer } from './session.ts';

/**
 * Whom a request acts for (decision 32). `self`: the logged-in user's own account. `desk`: staff
 * at the front desk acting for one of their client's customers. Another way of acting for
 * someone (a parent for a dependant) is one more kind here; services only read `customer`.
 */
export type ActingFor =
  | { kind: 'self'; customer: UserWithVenue }
  | { kind: 'desk'; customer: UserWithVenue; staff: UserWithVenue };

/** Who is asking and for whom, resolved once per request (`requestContextOf`). */
export interface RequestContext {
  client: ClientRow;
  /** The logged-in user; undefined for a visitor. */
  viewer: Viewer | undefined;
  /** Undefined for a visitor. */
  actingFor: ActingFor | undefined;
  /** The customer id the request named, as sent (the basket echoes it); null when it named none. */
  named: number | null;
}

/** The context of a logged-in request: someone is always acted for. */
export interface SignedInContext extends RequestContext {
  viewer: Viewer;
  actingFor: ActingFor;
}

/** The wire names of the customer staff act for: snake_case, and camelCase in three bodies. */
const WIRE_NAMES = ['selected_user_id', 'selectedUserId'] as const;
const DIGITS = /^\d{1,9}$/;

export const unauthenticated = () =>
  new AppError({ statusCode: 401, code: 'unauthenticated', message: 'User signed out' });
export const forbidden = () => new AppError({ statusCode: 403, code: 'forbidden', message: 'Unauthorised.' });

function namedIn(part: unknown): number | null {
  if (typeof part !== 'object' || part === null) return null;
  for (const name of WIRE_NAMES) {
    const value = (part as Record<string, unknown>)[name];
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && DIGITS.test(value)) return Number(value);
  }
  return null;
}

/**
 * The customer id a request names: the only reader of `selected_user_id` (and `selectedUserId`).
 * It is read from the parts the route validates, the body first (where the contract declares it,
 * validation has made it a number, and dropped it where not). A GET that validates neither (a
 * listing's detail, which marks the customer's basket) reads its query string as sent.
 */
export function namedCustomerIdOf(request: FastifyRequest): number | null {
  const schema = request.routeOptions.schema;
  const validated = [
    schema?.body ? request.body : undefined,
    schema?.querystring ? request.query : undefined,
  ];
  const readsAsSent = request.method === 'GET' && validated.every((part) => part === undefined);
  const parts = readsAsSent ? [request.query] : validated;
  for (const part of parts) {
    const named = namedIn(part);
    if (named !== null) return named;
  }
  return null;
}

/** One of the client's customers (never staff), else 404. */
export async function customerOfClient(db: Db, clientId: number, userId: number): Promise<UserWithVenue> {
  const customer = await findUserById(db, clientId, userId);
  // A dependant (no login) is served through their account holder, never named at the desk.
  if (customer?.role !== 'customer' || customer.email === null) throw notFound();
  return customer;
}

/**
 * Whom a logged-in viewer acts for: themself, unless they name someone else. Only staff may (a
 * customer gets 403), and only one of their client's customers (else 404).
 */
async function actingForOf(db: Db, viewer: Viewer, named: number | null): Promise<ActingFor> {
  if (named === null || named === viewer.user.id) return { kind: 'self', customer: viewer.user };
  if (!isStaff(viewer.user)) throw forbidden();
  return { kind: 'desk', customer: await customerOfClient(db, viewer.client.id, named), staff: viewer.user };
}

async function resolveContext(request: FastifyRequest): Promise<RequestContext> {
  const viewer = await optionalUser(request);
  const named = namedCustomerIdOf(request);
  if (!viewer) {
    // Acting for a customer is for logged-in staff: a visitor naming one is not logged in.
    if (named !== null) throw unauthenticated();
    return { client: await requireClient(request), viewer, actingFor: undefined, named };
  }
  const actingFor = await actingForOf(request.server.db, viewer, named);
  return { client: viewer.client, viewer, actingFor, named };
}

const contexts = new WeakMap<FastifyRequest, Promise<RequestContext>>();

/**
 * The request's context, resolved on first use and then the same for the rest of the request:
 * a visitor naming a customer gets 401, a customer naming anyone but themself 403, staff naming
 * someone who is not a customer of their client 404.
 */
export function requestContextOf(request: FastifyRequest): Promise<RequestContext> {
  let pending = contexts.get(request);
  if (!pending) {
    pending = resolveContext(request);
    contexts.set(request, pending);
  }
  return pending;
}

/**
 * The context of a call only a logged-in user may make: a visitor gets 401 before anything else.
 * A call whose own fields name the customer (the v1 waiting-list members API's `user_id`) passes
 * that id, and it is held to the same rules.
 */
export async function signedInContextOf(request: FastifyRequest, named?: number): Promise<SignedInContext> {
  const viewer = await requireUser(request);
  if (named !== undefined) {
    const actingFor = await actingForOf(request.server.db, viewer, named);
    return { client: viewer.client, viewer, actingFor, named };
  }
  const context = await requestContextOf(request);
  if (!context.viewer || !context.actingFor) throw unauthenticated();
  return { ...context, viewer: context.viewer, actingFor: context.actingFor };
}
