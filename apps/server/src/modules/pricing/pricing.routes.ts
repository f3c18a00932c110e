import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { optionalUser } from '../auth/session.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { listingSourceOf } from '../timetable/listing-source.ts';
import { membershipPricingAt } from './membership-pricing.ts';
import { quotePrice } from './pricing.service.ts';

export async function pricingRoutes(app: FastifyInstance) {
  dataRoute(app, routes.activities.pricing, {
    summary: 'Membership discounts at a venue, for the /pricing page',
    description: [
      "The plans offered at the venue (the client's and the venue's own), each with the member prices it",
      "gives on the venue's activities, as the basket charges them (classes: `percentOff` off the listed",
      'price, rounded down to the penny), and its free sessions a month on classes and courts there. A plan',
      'giving nothing at the venue is left out. `isJoinableOnline`: sold by online joining at this venue.',
      "An unknown venue, or another client's, answers 404.",
    ].join('\n'),
    tags: ['Pricing'],
    handler: async ({ request, query }) => {
      const client = await requireClient(request);
      // Nobody's own: a visitor's read may come from the replica.
      const { db } = await listingSourceOf(request);
      return membershipPricingAt(db, client, query.venue);
    },
  });

  dataRoute(app, routes.activities.price, {
    summary: 'The price of one item for the viewer, after their membership discount',
    description: [
      '`activityId` is the activity (category) id or slug; its kind decides what `reference` names:',
      '- class activities: a class, by the id its timetable listed (number in v1, uid in v2);',
      '- court, lane and pitch activities: a slot, by the id its listing gave (number in v1, uid in v2);',
      '- fast-ticket activities: a ticket type id (a number in both families), with `occurrence_id`',
      '  optionally naming the ticket time (number in v1, uid in v2), which must exist.',
      'An id of the other family than `is_v2` says answers 422 `wrong_api_family`. An unknown venue,',
      'activity or item answers 404. The discount is the largest one a plan the viewer holds gives on the',
      'activity at this venue (a visitor holds none), and the final price is rounded down to the penny.',
    ].join('\n'),
    tags: ['Pricing'],
    handler: async ({ request, params, body }) => {
      const client = await requireClient(request);
      const viewer = await optionalUser(request);
      // A visitor's quote may come from the replica; a customer's memberships and prices do not.
      const { db } = await listingSourceOf(request);
      const memberships = viewer
        ? await activeMemberships(db, {
            clientId: client.id,
            userId: viewer.user.id,
            zone: client.timezone,
          })
        : [];
      return quotePrice(db, {
        client,
        venue: params.venue,
        activity: params.activityId,
        request: body,
        viewer: { membershipPlanIds: memberships.map((held) => held.planId) },
      });
    },
  });
}
