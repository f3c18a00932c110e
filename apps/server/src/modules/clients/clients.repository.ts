import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { clients, themes } from '../../db/schema/index.ts';

export type ClientRow = typeof clients.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

const clientBySlugQuery = preparedPerHandle((db) =>
  db
    .select()
    .from(clients)
    .where(eq(clients.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('find_client_by_slug'),
);

export async function findClientBySlug(db: Database, slug: string): Promise<ClientRow | undefined> {
  const [row] = await clientBySlugQuery(db).execute({ slug });
  return row;
}

/** The venue's theme row and the client's own (venue_id null), venue first. */
export async function findThemes(
  db: Database,
  clientId: number,
  venueId: number | null,
): Promise<ThemeRow[]> {
  const scope =
    venueId === null ? isNull(themes.venueId) : or(isNull(themes.venueId), eq(themes.venueId, venueId));
  const rows = await db
    .select()
    .from(themes)
    .where(and(eq(themes.clientId, clientId), scope));
  return rows.sort((a, b) => Number(a.venueId === null) - Number(b.venueId === null));
}
