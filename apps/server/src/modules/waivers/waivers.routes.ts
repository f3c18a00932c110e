import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { cartOwnerOf, isGuest } from '../cart/cart-owner.ts';
import { setGuestCookie } from '../cart/guest-cookie.ts';
import { refuseCrossSiteGuestCalls } from '../cart/guest-csrf.ts';
import { idempotencyNote, once } from '../cart/idempotency.ts';
import { actingCustomer } from './acting-customer.ts';
import { previousAttendees } from './attendees.service.ts';
import { type EarlyTarget, prepareEarlyAnswers } from './early-answers.service.ts';
import { cartQuestions, prepareCartAnswers } from './questions.service.ts';
import { requiredWaivers, sendWaiversWork } from './waivers.service.ts';

const acting =
  'For the logged-in customer (401 for a visitor); staff acting for a customer send `selected_user_id` (404 for someone who is not a customer of this client), a customer naming anyone else gets 403.';
const answerRules =
  "A select's answer must be one of its options, a boolean's 'yes' or 'no', text at most 500 characters; an empty answer clears an optional one. A required question left unanswered gives 422 'Please complete all required questions' with the question under its field.";

export async function waiversRoutes(app: FastifyInstance) {
  refuseCrossSiteGuestCalls(app);
  attendeeRoutes(app);
  questionRoutes(app);
}

/** The customer's attendees, and the waivers the basket's lines ask them to sign. */
function attendeeRoutes(app: FastifyInstance) {
  dataRoute(app, routes.attendees.previousAttendees, {
    summary: "The customer's saved attendees matching a name (the customer themself first)",
    description: `${acting} Case-insensitive on first and last names; an empty query lists everyone, most recent first, 20 at most. The customer's own attendee row is made from their account on first use.`,
    tags: ['Attendees and waivers'],
    errorStatuses: [401, 403],
    handler: async ({ request, query }) =>
      previousAttendees(app.db, await actingCustomer(request), query.query ?? ''),
  });

  dataRoute(app, routes.attendees.requiredWaivers, {
    summary: 'The basket lines whose activity asks every attendee to sign a waiver',
    description: `${acting} Each live line with a waiver: its attendees (the tickets of a ticket line, else 1), the waiver text and who has signed; \`totalWaiversRequired\` is what the basket shows as \`attendeeWaiversRequired\`.`,
    tags: ['Attendees and waivers'],
    errorStatuses: [401, 403],
    handler: async ({ request }) => requiredWaivers(app.db, await actingCustomer(request)),
  });

  dataRoute(app, routes.attendees.sendWaivers, {
    summary: 'Signs waivers for attendees of basket lines, saving new attendees to the customer',
    description: `${acting} All or nothing: 422 with the field for a line that is not a live line of the customer's basket or has no waiver, an attendee who is not theirs, or more attendees than the line is for. A repeat of the same attendee and line changes nothing. The exact waiver text is recorded with each signature. ${idempotencyNote}`,
    tags: ['Attendees and waivers'],
    errorStatuses: [401, 403, 409],
    handler: async ({ request, body }) => {
      const customer = await actingCustomer(request);
      return once(app.db, customer.scope, 200, async () => sendWaiversWork(customer, body.waivers));
    },
  });
}

/** The booking questions of the basket's lines, and answers given before an item is added. */
function questionRoutes(app: FastifyInstance) {
  dataRoute(app, routes.attendees.cartQuestions, {
    summary: "The questions the basket's lines ask, with the answers saved so far",
    description:
      "The visitor's or customer's basket (staff: `selected_user_id`). Course lines ask their course's questions, other lines their activity's; an answer given before the item was added (for its occurrence or activity) counts for the line.",
    tags: ['Basket'],
    errorStatuses: [403],
    handler: async ({ request }) => cartQuestions(app.db, (await cartOwnerOf(app, request)).owner),
  });

  dataRoute(app, routes.attendees.cartAnswers, {
    summary: "Answers the questions of the basket's lines",
    description: `The owner's open basket only: 404 for any other. ${answerRules} Required questions are checked for each line answered. ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, params, body }) => {
      const { owner, scope } = await cartOwnerOf(app, request);
      return once(app.db, scope, 200, async () => prepareCartAnswers(owner, params.cartId, body.answers));
    },
  });

  const answerEarly = async (
    request: FastifyRequest,
    reply: FastifyReply,
    target: EarlyTarget,
    body: { answers: { question_id: number; answer: string }[] },
  ) => {
    const { owner, scope } = await cartOwnerOf(app, request, { mintGuestKey: true });
    const result = await once(app.db, scope, 200, () =>
      prepareEarlyAnswers(app.db, owner, target, body.answers),
    );
    if (isGuest(owner) && owner.guest?.isNew) setGuestCookie(request, reply, owner.guest);
    return result;
  };

  dataRoute(app, routes.attendees.activityAnswers, {
    summary: "Answers an activity's questions before its item is added to the basket",
    description: `Saved in the visitor's or customer's open basket (made if need be) for the activity; the line added later carries them. 404 for an unknown activity. ${answerRules} ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, reply, params, body }) =>
      answerEarly(request, reply, { kind: 'activity', activityId: params.activityId }, body),
  });

  dataRoute(app, routes.attendees.occurrenceAnswers, {
    summary: 'Answers the questions of a class, slot or ticket time (by its v2 uid) before it is added',
    description: `As for the activity, saved for this occurrence. 404 for an unknown uid. ${answerRules} ${idempotencyNote}`,
    tags: ['Basket'],
    errorStatuses: [403, 409],
    handler: async ({ request, reply, params, body }) =>
      answerEarly(request, reply, { kind: 'occurrence', uid: params.id }, body),
  });
}
