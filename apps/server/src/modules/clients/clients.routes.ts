import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { tileSourceOf } from '../../config/map-tiles.ts';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { clientBySlug, hostTargetOf, requireClient } from '../../http/tenant.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import { clientIconSvg } from './client-icon.ts';
import { findThemes } from './clients.repository.ts';
import { mergeThemes, toClient } from './clients.service.ts';

/**
 * The client row itself comes from the per-process client cache, read on the primary like every
 * request's (`http/tenant.ts`: it carries the maintenance switch); themes may lag (`readDb`).
 */
export async function clientsRoutes(app: FastifyInstance) {
  dataRoute(app, routes.site.client, {
    summary: 'The client (operator) the host names',
    tags: ['General'],
    errorStatuses: [503],
    handler: async ({ request }) => toClient(await requireClient(request), tileSourceOf(app.config)?.tiles),
  });

  dataRoute(app, routes.site.theme, {
    summary: "The venue's theme, falling back to the client's",
    description: 'Answers 503 while the client is in maintenance; the apps then show the maintenance screen.',
    tags: ['General'],
    errorStatuses: [503],
    handler: async ({ request, query }) => {
      const client = await requireClient(request);
      let venueId: number | null = null;
      if (query.venue) {
        const venue = await findVenueByIdOrSlug(app.readDb, client.id, query.venue);
        if (!venue) throw notFound('Unable to complete request, item not found.');
        venueId = venue.id;
      }
      return mergeThemes(await findThemes(app.readDb, client.id, venueId));
    },
  });

  // The browser's tab icon, per host: the client's own (`client-icon.ts`); /favicon.ico is what
  // browsers ask for unprompted, answered with the same SVG (they read the image, not the name).
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const client = await clientBySlug(app, hostTargetOf(request, app.config.DEFAULT_CLIENT).client);
      if (!client) throw notFound('Unable to complete request, item not found.');
      const theme = mergeThemes(await findThemes(app.readDb, client.id, null));
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(clientIconSvg(client.name, theme));
    });
  }
}
