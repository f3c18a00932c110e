import { type BootData, Client, Theme } from '@leisure/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tileSourceOf } from '../config/map-tiles.ts';
import type { ClientRow } from '../modules/clients/clients.repository.ts';
import { findThemes } from '../modules/clients/clients.repository.ts';
import { mergeThemes, toClient } from '../modules/clients/clients.service.ts';
import { findVenueByIdOrSlug } from '../modules/venues/venues.repository.ts';

/**
 * What the apps ask for before their first paint, put into the page instead: the client and the
 * theme of the venue the customer chose (the `selected_venue_{client}` cookie the apps write), as
 * `GET /api/client` and `GET /api/frontend/theme?venue=` would answer them. `themeVenue` is the
 * cookie's slug, the key the apps keep that theme under (a venue without a theme, or gone, has
 * the client's). Nothing for a client in maintenance: its pages ask, and show the 503.
 */
export async function bootDataOf(
  app: FastifyInstance,
  request: FastifyRequest,
  client: ClientRow,
): Promise<BootData | undefined> {
  if (client.isInMaintenance) return undefined;
  const themeVenue = request.cookies?.[`selected_venue_${client.slug}`] || null;
  const venue = themeVenue ? await findVenueByIdOrSlug(app.readDb, client.id, themeVenue) : undefined;
  const theme = mergeThemes(await findThemes(app.readDb, client.id, venue?.id ?? null));
  return {
    client: Client.parse(toClient(client, tileSourceOf(app.config)?.tiles)),
    theme: Theme.parse(theme),
    themeVenue,
  };
}
