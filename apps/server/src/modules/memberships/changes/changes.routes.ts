import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dataRoute } from '../../../http/route.ts';
import { signedInContextOf } from '../../auth/request-context.ts';
import { billingDepsOf } from '../../billing/billing-worker.ts';
import { accountErrors, accountTags, whoseAccount } from '../../my-account/account-customer.ts';
import { changeMembershipPlan } from './change-plan.service.ts';
import {
  type ChangeActor,
  cancelMembership,
  freezeMembership,
  membershipChangeQuote,
} from './changes.service.ts';

/** Whose membership a change is for, and who makes it: the customer, or staff at the desk (decision 32). */
async function actorOf(request: FastifyRequest): Promise<ChangeActor> {
  const { client, actingFor } = await signedInContextOf(request);
  const actedBy = actingFor.kind === 'desk' ? actingFor.staff.id : actingFor.customer.id;
  return { client, userId: actingFor.customer.id, actedBy };
}

const doneErrors = [...accountErrors, 404, 409, 422];
const doneNote =
  "Atomic, with its confirmation mail queued in the same transaction; the same request again answers the same and changes nothing. Another customer's membership is 404; a membership that cannot be changed so is 409 (suspended, ended, cancelling, frozen, another change booked), a request the plan does not allow 422, each with the sentence to show.";

/** My account → Memberships: cancel, freeze and change plan, each quoted first (docs/decisions/0039). */
export async function membershipChangeRoutes(app: FastifyInstance) {
  const deps = billingDepsOf(app);
  const changes = routes.membershipChanges;
  dataRoute(app, changes.quote, {
    summary: 'What cancelling, freezing and changing plan would do today',
    description: `${whoseAccount} The last day if cancelled (the plan's minimum term and notice honoured), the freezes on offer (whole months from the next billing date, within the plan's yearly limit, with its fee) and the other plans (an upgrade now, with the pro-rata difference charged now; a downgrade from the next billing date). A change that cannot be made says why in its \`blocked\`.`,
    tags: accountTags,
    errorStatuses: [...accountErrors, 404],
    handler: async ({ request, params }) =>
      membershipChangeQuote(deps, await actorOf(request), params.membershipId),
  });
  dataRoute(app, changes.cancel, {
    summary: 'Cancels a membership: it ends on its last day',
    description: `${whoseAccount} Billed as usual until the last day the quote gave, then it ends. ${doneNote}`,
    tags: accountTags,
    errorStatuses: doneErrors,
    handler: async ({ request, params }) =>
      cancelMembership(deps, await actorOf(request), params.membershipId),
  });
  dataRoute(app, changes.freeze, {
    summary: 'Freezes a membership for whole months from its next billing date',
    description: `${whoseAccount} Each frozen month is billed the plan's freeze fee instead of its price (nothing when it has none); member prices and free sessions pause while frozen. ${doneNote}`,
    tags: accountTags,
    errorStatuses: doneErrors,
    handler: async ({ request, params, body }) =>
      freezeMembership(deps, await actorOf(request), params.membershipId, body.months),
  });
  dataRoute(app, changes.changePlan, {
    summary: "Changes a membership's plan: an upgrade now, a downgrade from the next billing date",
    description: `${whoseAccount} An upgrade charges the pro-rata difference for the rest of the period now, with the payment method on file (422 when there is none), and bills the new price from the next period; a downgrade switches plan and price at the next billing date. ${doneNote}`,
    tags: accountTags,
    errorStatuses: doneErrors,
    handler: async ({ request, params, body }) =>
      changeMembershipPlan(deps, await actorOf(request), params.membershipId, body.planId),
  });
}
