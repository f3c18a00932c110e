import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { requestContextOf } from '../auth/request-context.ts';
import { requireUser } from '../auth/session.ts';
import { cartOwnerOf, requireCustomer } from '../cart/cart-owner.ts';
import { idempotencyNote, once } from '../cart/idempotency.ts';
import { centreOf, planRefusalsOf, prepareJoin } from './online-joining.service.ts';

const tags = ['Online joining'];

export async function onlineJoiningRoutes(app: FastifyInstance) {
  dataRoute(app, routes.joining.centre, {
    summary: 'A centre that sells memberships online, with the plans it sells',
    description:
      "Plans for every centre and the centre's own, with what they cost and include. 404 when the client or the centre does not sell memberships online.",
    tags,
    handler: async ({ request, params }) => centreOf(app.db, await requireClient(request), params.slug),
  });

  dataRoute(app, routes.joining.refusals, {
    summary: 'The plans sold online the customer may not buy, and why',
    description:
      "Each plan sold online that overlaps a membership the customer holds (the same plan, or one covering an activity in common where both apply), with the words the join call's 409 would use, so the plans can say so before any details are asked. Staff name the customer with `selected_user_id`. Empty for a visitor.",
    tags,
    handler: async ({ request }) => {
      const { client, actingFor } = await requestContextOf(request);
      if (!actingFor) return { refusals: [] };
      return planRefusalsOf(app.db, client, actingFor.customer.id, new Date());
    },
  });

  dataRoute(app, routes.joining.join, {
    summary: "Puts a membership plan in the customer's basket; it is paid with the checkout calls",
    description: `One membership line (the joining fee and the first month), in place of any other membership in the basket, held like a place; paying the basket (\`source\` \`online-joining\`) starts the membership. 401 for a visitor (sign up first); 404 for a plan not sold online; 422 for a home centre the plan does not cover (\`home_venue_id\`), a start date in the past or over 30 days ahead (\`starts_on\`), or an age outside the plan's (\`date_of_birth\`); 409 \`conflict\` when the customer holds the plan, or a membership it overlaps (an activity in common where both apply: a Gym & Swim member buying Swim only). ${idempotencyNote}`,
    tags,
    successStatus: 201,
    errorStatuses: [401, 403, 409],
    handler: async ({ request, body }) => {
      await requireUser(request);
      const { owner, scope } = await cartOwnerOf(app, request);
      const customer = requireCustomer(owner);
      return once(app.db, scope, 201, () => prepareJoin(app.db, customer, body));
    },
  });
}
