import { isStaff } from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { forbidden, requestContextOf } from '../auth/request-context.ts';
import { requireUser, type Viewer } from '../auth/session.ts';

/** Front-of-house calls are for staff only: a customer gets 403, a visitor 401. */
export async function requireStaff(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!isStaff(viewer.user)) throw forbidden();
  return viewer;
}

/**
 * The customer staff serve at the desk, as the request names them: staff only (403 for a
 * customer), and one of this client's customers (404 otherwise, staff themselves included).
 */
export async function deskCustomerOf(
  request: FastifyRequest,
): Promise<{ staff: Viewer; customer: UserWithVenue }> {
  const staff = await requireStaff(request);
  const { actingFor } = await requestContextOf(request);
  if (actingFor?.kind !== 'desk') throw notFound();
  return { staff, customer: actingFor.customer };
}
