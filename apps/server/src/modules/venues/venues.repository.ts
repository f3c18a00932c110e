import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';

export type VenueRow = typeof venues.$inferSelect;

export async function listVenues(
  db: Database,
  clientId: number,
  options: { onlineJoiningOnly?: boolean } = {},
): Promise<VenueRow[]> {
  const filters = [eq(venues.clientId, clientId)];
  if (options.onlineJoiningOnly) filters.push(eq(venues.onlineJoiningEnabled, true));
  return db
    .select()
    .from(venues)
    .where(and(...filters))
    .orderBy(asc(venues.sortOrder), asc(venues.name));
}

/** A venue of this client by numeric id or by slug; another client's venue is never found. */
export async function findVenueByIdOrSlug(
  db: Database,
  clientId: number,
  idOrSlug: string,
): Promise<VenueRow | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(venues)
    .where(
      and(eq(venues.clientId, clientId), byId ? eq(venues.id, Number(idOrSlug)) : eq(venues.slug, idOrSlug)),
    )
    .limit(1);
  return row;
}
