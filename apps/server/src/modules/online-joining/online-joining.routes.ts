import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { accountEmail } from '../auth/account-email.ts';
import { requestContextOf } from '../auth/request-context.ts';
import { requireUser } from '../auth/session.ts';
import { cartOwnerOf, requireCustomer } from '../cart/cart-owner.ts';
import { idempotencyNote, once } from '../cart/idempotency.ts';
import { accountCustomerOf, accountErrors } from '../my-account/account-customer.ts';
import { confirmDirectDebit, startDirectDebit } from './direct-debit-setup.ts';
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

  dataRoute(app, routes.joining.startDirectDebit, {
    summary: "Starts setting up a Direct Debit for a membership's later months",
    description:
      "The provider's page where the member gives their bank details (GoCardless's, which sends them back to the online-joining app's `/membership/{id}/direct-debit?setup=...`), or `url` null for the sandbox, whose details are typed on our own page. 404 for another customer's membership; 409 when the client takes no Direct Debits.",
    tags,
    errorStatuses: [...accountErrors, 404, 409],
    handler: async ({ request, params }) => {
      const { client, user } = await accountCustomerOf(request);
      return startDirectDebit(app, {
        client,
        member: { ...user, email: accountEmail(user) },
        membershipId: params.membershipId,
        host: request.headers.host ?? '',
      });
    },
  });

  dataRoute(app, routes.joining.confirmDirectDebit, {
    summary: "Puts the member's Direct Debit in place for a membership's later months",
    description:
      "With `setupId` (GoCardless, once its page sent the member back) or `bankDetails` (the sandbox): the mandate becomes the customer's one live payment instruction, replacing any other, and its confirmation (the details and the Direct Debit Guarantee) is emailed. We keep the mandate's id and reference and the account's last 2 digits, nothing else. Confirming the same mandate again answers the same without a second email. 409 while the provider's set-up is not finished.",
    tags,
    errorStatuses: [...accountErrors, 404, 409],
    handler: async ({ request, params, body }) => {
      const { client, user } = await accountCustomerOf(request);
      return confirmDirectDebit(app, {
        client,
        member: { ...user, email: accountEmail(user) },
        membershipId: params.membershipId,
        body,
      });
    },
  });
}
