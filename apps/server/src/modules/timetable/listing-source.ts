import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { presentedGuestKey } from '../cart/guest-cookie.ts';
import { listingViewerOf, type Viewer } from './action-to-show.ts';

/**
 * Which database a listing (timetable, slots, ticket times and types, a class, courses, a price
 * quote) is read from, and how it is shared:
 * - `replica` (`app.readDb`): a visitor with no session and no basket cookie. Nothing on the page
 *   is theirs, so a listing that lags the primary by the replica's delay is only a listing a
 *   moment old; a place it shows free is still only granted by the primary when added.
 * - `primary` (`app.db`): a signed-in customer or staff member, or a visitor with a basket. Their
 *   own holds, bookings and waiting-list places are marked on the listing, and its counts must
 *   agree with them right after they book: a replica that lags would show the place they just
 *   took as free. The micro-cache (decision 9) still shares it for at most a second.
 * Without `DATABASE_READ_URL` both are the primary.
 */
export type ListingSourceName = 'replica' | 'primary';

export interface ListingSource {
  name: ListingSourceName;
  db: Database;
  viewer: Viewer;
}

export async function listingSourceOf(request: FastifyRequest): Promise<ListingSource> {
  const viewer = await listingViewerOf(request);
  const isOwnerOfAnything = viewer.isLoggedIn || presentedGuestKey(request) !== undefined;
  return isOwnerOfAnything
    ? { name: 'primary', db: request.server.db, viewer }
    : { name: 'replica', db: request.server.readDb, viewer };
}
