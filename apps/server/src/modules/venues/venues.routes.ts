import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { sanitiseFooterHtml } from './footer-sanitiser.ts';
import { findVenueByIdOrSlug, listVenues } from './venues.repository.ts';
import { toVenue } from './venues.service.ts';

/** Venues change rarely and carry nothing of the viewer's: every read may lag, so all use `readDb`. */
export async function venuesRoutes(app: FastifyInstance) {
  dataRoute(app, routes.site.venues, {
    summary: "The client's venues",
    tags: ['Venues'],
    handler: async ({ request }) => {
      const client = await requireClient(request);
      return (await listVenues(app.readDb, client.id)).map(toVenue);
    },
  });

  dataRoute(app, routes.site.joiningVenues, {
    summary: 'Venues that offer online joining',
    description: 'None when the client does not sell memberships online.',
    tags: ['Venues', 'Online joining'],
    handler: async ({ request }) => {
      const client = await requireClient(request);
      if (!client.onlineJoiningEnabled) return [];
      return (await listVenues(app.readDb, client.id, { onlineJoiningOnly: true })).map(toVenue);
    },
  });

  dataRoute(app, routes.site.venue, {
    summary: 'One venue, by numeric id or slug',
    tags: ['Venues'],
    handler: async ({ request, params }) => {
      const client = await requireClient(request);
      const venue = await findVenueByIdOrSlug(app.readDb, client.id, params.idOrSlug);
      if (!venue) throw notFound();
      return toVenue(venue);
    },
  });

  dataRoute(app, routes.site.footer, {
    summary: "The venue's footer HTML, sanitised with an allow-list",
    tags: ['Venues'],
    handler: async ({ request, query }) => {
      const client = await requireClient(request);
      if (!query.venue) return { html: '' };
      const venue = await findVenueByIdOrSlug(app.readDb, client.id, query.venue);
      if (!venue) throw notFound();
      // Stored sanitised; sanitised again on the way out in case a row was written another way.
      return { html: sanitiseFooterHtml(venue.footerHtml) };
    },
  });
}
