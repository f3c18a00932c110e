import { isStaff } from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { findUserById, type UserWithVenue } from '../auth/auth.repository.ts';
import { requireUser, type Viewer } from '../auth/session.ts';

/** Front-of-house calls are for staff only: a customer gets 403, a visitor 401. */
export async function requireStaff(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!isStaff(viewer.user)) throw forbidden();
  return viewer;
}

const forbidden = () => new AppError({ statusCode: 403, code: 'forbidden', message: 'Unauthorised.' });

/** The customer a staff user acts for: one of this client's customers, never staff. */
export async function selectedCustomer(
  db: Database,
  clientId: number,
  userId: number,
): Promise<UserWithVenue> {
  const customer = await findUserById(db, clientId, userId);
  if (customer?.role !== 'customer') throw notFound();
  return customer;
}

/**
 * Whom a logged-in viewer acts for: themself, or, for staff, the customer named by
 * `selected_user_id` (a customer of the same client, else 404). A customer naming anyone but
 * themself gets 403.
 */
export async function customerActedFor(
  db: Database,
  viewer: Viewer,
  selectedUserId: number | null | undefined,
): Promise<UserWithVenue> {
  if (selectedUserId == null || selectedUserId === viewer.user.id) return viewer.user;
  if (!isStaff(viewer.user)) throw forbidden();
  return selectedCustomer(db, viewer.client.id, selectedUserId);
}
