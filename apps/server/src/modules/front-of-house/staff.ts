import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { findUserById, type UserWithVenue } from '../auth/auth.repository.ts';
import { requireUser, type Viewer } from '../auth/session.ts';

/** Front-of-house calls are for staff only: a customer gets 403, a visitor 401. */
export async function requireStaff(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (viewer.user.role !== 'staff') {
    throw new AppError({ statusCode: 403, code: 'forbidden', message: 'Unauthorised.' });
  }
  return viewer;
}

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
