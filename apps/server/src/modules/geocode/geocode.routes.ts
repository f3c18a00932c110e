import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { createGeocoder, GEOCODE_ATTRIBUTION } from './geocoder.ts';

export async function geocodeRoutes(app: FastifyInstance) {
  const geocoder = createGeocoder();
  dataRoute(app, routes.site.geocode, {
    summary: 'Find GB towns, places and postcode areas (data shipped with the product)',
    tags: ['General'],
    handler: async ({ request, query }) => {
      await requireClient(request);
      return { results: geocoder.search(query.q), attribution: GEOCODE_ATTRIBUTION };
    },
  });
}
