import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import {
  findVenueBySlug,
  listActivitiesAtVenue,
  listActivityLocations,
  listOfferedActivities,
} from './activities.repository.ts';
import {
  type ActivityCatalogue,
  offeredActivities,
  rootActivities,
  toActivity,
} from './activities.service.ts';

async function loadCatalogue(db: Database, clientId: number, venueSlug: string): Promise<ActivityCatalogue> {
  const venue = await findVenueBySlug(db, clientId, venueSlug);
  if (!venue) throw notFound();
  const [offered, locations] = await Promise.all([
    listActivitiesAtVenue(db, clientId, venue.id),
    listActivityLocations(db, clientId, venue.id),
  ]);
  return { venue, offered, locations };
}

/** What a venue offers: public and lag-tolerant, so read from `readDb`. */
export async function activitiesRoutes(app: FastifyInstance) {
  dataRoute(app, routes.activities.categories, {
    summary: 'The root activities a venue offers, each with its sub-activities offered there',
    tags: ['Activities'],
    handler: async ({ request, params }) => {
      const client = await requireClient(request);
      return rootActivities(await loadCatalogue(app.readDb, client.id, params.venue));
    },
  });

  dataRoute(app, routes.activities.offered, {
    summary: 'Every activity offered at a venue of the client, with the venues that offer it',
    description:
      "How home finds venues by what a customer wants to do; a root counts its sub-activities' venues.",
    tags: ['Activities'],
    handler: async ({ request }) => {
      const client = await requireClient(request);
      return offeredActivities(await listOfferedActivities(app.readDb, client.id));
    },
  });

  dataRoute(app, routes.activities.category, {
    summary: 'One activity offered at a venue, with its sub-activities offered there',
    description: 'Answers 404 for an unknown venue or an activity the venue does not offer.',
    tags: ['Activities'],
    handler: async ({ request, params }) => {
      const client = await requireClient(request);
      const catalogue = await loadCatalogue(app.readDb, client.id, params.venue);
      const activity = catalogue.offered.find((row) => row.slug === params.slug);
      if (!activity) throw notFound();
      return toActivity(activity, catalogue);
    },
  });
}
