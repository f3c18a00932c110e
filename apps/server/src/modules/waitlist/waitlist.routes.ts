import type { WaitlistEntry } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import { dataRoute } from '../../http/route.ts';
import { signedInContextOf } from '../auth/request-context.ts';
import { idempotencyNote, idempotencyScopeOf, once } from '../cart/idempotency.ts';
import { myWaitlists } from './my-waitlists.ts';
import { offerContextOf } from './offer-worker.ts';
import { deliverCommitted } from './offers.ts';
import {
  entryById,
  entryForClass,
  leaveWork,
  prepareJoin,
  targetOf,
  type WaitlistCall,
  waitlistMessages,
} from './waitlist.service.ts';

const tags = ['Waiting lists'];
const who =
  'For the logged-in customer (401 otherwise), or the customer a staff user acts for; a customer naming someone else gets 403.';
const familyNote =
  "A numeric id asks v1, a uid asks v2; the family that does not serve the class's date answers 422 `wrong_api_family`.";

export async function waitlistRoutes(app: FastifyInstance) {
  /**
   * Whose entry a request works on (whom it acts for, or the `user_id` a v1 call names), and its
   * Idempotency-Key scope (the caller's own key).
   */
  async function callOf(request: FastifyRequest, userId: number | undefined) {
    const { client, viewer, actingFor } = await signedInContextOf(request, userId);
    const call: WaitlistCall = {
      db: app.db,
      client,
      userId: actingFor.customer.id,
      context: offerContextOf(app, request),
    };
    const scope = idempotencyScopeOf(request, {
      clientId: client.id,
      owner: `user:${viewer.user.id}`,
    });
    return { call, scope };
  }

  /** Runs the work once per key, then delivers the offer mails it committed. */
  async function run(
    request: FastifyRequest,
    userId: number | undefined,
    status: number,
    prepare: (call: WaitlistCall) => Promise<(tx: Transaction) => Promise<WaitlistEntry>>,
  ) {
    const { call, scope } = await callOf(request, userId);
    const result = await once(app.db, scope, status, () => prepare(call));
    await deliverCommitted(app.db, app.mailer, call.context.mails);
    return result;
  }

  const joinDescription = `Only for a full class that has not started and that the customer has not booked: 409 \`conflict\` '${waitlistMessages.placesLeft}' while there are places, and 409 for a customer already on the list. When a place frees, the first in line gets it held in their basket and an email. ${who} ${familyNote} ${idempotencyNote}`;

  dataRoute(app, routes.waitlist.join, {
    summary: 'Joins the waiting list of a full class',
    description: joinDescription,
    tags,
    successStatus: 201,
    errorStatuses: [401, 403, 409],
    handler: ({ request, body }) =>
      run(request, undefined, 201, (call) => prepareJoin(call, targetOf(body.item.id))),
  });

  dataRoute(app, routes.waitlist.joinV2, {
    summary: 'Adds a customer to the waiting list of a full class (by its uid)',
    description: `\`user_id\` is the logged-in customer, or one a staff user acts for. ${joinDescription}`,
    tags,
    successStatus: 201,
    errorStatuses: [401, 403, 409],
    handler: ({ request, params, body }) =>
      run(request, body.data.user_id, 201, (call) => prepareJoin(call, targetOf(params.id))),
  });

  const leaveDescription = `An offered place held in the basket is released and offered to the next in line. ${who} ${idempotencyNote}`;

  dataRoute(app, routes.waitlist.leave, {
    summary: 'Leaves a waiting list',
    description: `404 for an entry that is not the customer's; 409 when they are no longer on the list. ${leaveDescription}`,
    tags,
    errorStatuses: [401, 403, 409],
    handler: ({ request, params }) =>
      run(request, undefined, 200, async (call) => leaveWork(call, await entryById(call, params.waitlistId))),
  });

  dataRoute(app, routes.waitlist.leaveV2, {
    summary: 'Takes a customer off the waiting list of a class (by its uid)',
    description: `404 when the customer is not on its list. ${familyNote} ${leaveDescription}`,
    tags,
    errorStatuses: [401, 403, 409],
    handler: ({ request, params }) =>
      run(request, params.userId, 200, async (call) =>
        leaveWork(call, await entryForClass(call, targetOf(params.occurrenceId))),
      ),
  });

  dataRoute(app, routes.waitlist.mine, {
    summary: 'The waiting lists the customer is on, and the places held for them',
    description: `${who} Classes still to come only. \`offered\`: a place is held in their basket until \`offerExpiresAt\` (an offer declined or whose time is up is left out); \`waiting\`: their \`position\` in the line. Offers first, the one ending soonest first, then by when the class starts. Leave with \`DELETE /api/activities/waitlist/remove/{id}\`.`,
    tags,
    errorStatuses: [401, 403],
    handler: async ({ request }) => {
      const { client, actingFor } = await signedInContextOf(request);
      return myWaitlists(app.db, client, actingFor.customer.id);
    },
  });
}
