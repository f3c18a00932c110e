import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { signedInContextOf } from '../auth/request-context.ts';
import { idempotencyNote, idempotencyScopeOf, once } from '../cart/idempotency.ts';
import { sendRefundOfBooking } from '../payments/refunds/card-refunds.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import { offerContextOf } from '../waitlist/offer-worker.ts';
import { deliverCommitted } from '../waitlist/offers.ts';
import { type CancelCall, cancelMessages, prepareCancel } from './cancel-booking.ts';

export async function bookingsRoutes(app: FastifyInstance) {
  // The bookings app calls it with a trailing slash; both spellings answer alike.
  for (const route of [routes.account.cancelBooking, routes.account.cancelBookingNoSlash]) {
    dataRoute(app, route, {
      summary: 'Cancels a confirmed booking',
      description: `Only the booking's customer (or a staff user acting for them with \`selected_user_id\`): any other booking answers 404; a visitor 401. Cancelled at least the activity's cutoff (24 h for classes, 48 h for courts) before the start, the money paid comes back as general account credit or to the card paid with (the operator's rule; with \`customer_choice\`, \`refund_to\` chooses; a choice the rule refuses answers 409), or a membership benefit or package session goes back; later, nothing comes back. 409 \`conflict\` '${cancelMessages.alreadyCancelled}' or '${cancelMessages.started}'. A freed class place is offered to the first on its waiting list. ${idempotencyNote}`,
      tags: ['Bookings'],
      errorStatuses: [401, 403, 409],
      handler: async ({ request, params, query }) => {
        const { client, viewer, actingFor } = await signedInContextOf(request);
        const payments = await clientPaymentsOf({ db: app.db, config: app.config }, client.id);
        const call: CancelCall = {
          db: app.db,
          client,
          customerId: actingFor.customer.id,
          byUserId: viewer.user.id,
          context: offerContextOf(app, request),
          cancellationRefunds: payments.cancellationRefunds,
          refundTo: query.refund_to,
        };
        const scope = idempotencyScopeOf(request, {
          clientId: client.id,
          owner: `user:${viewer.user.id}`,
        });
        const result = await once(app.db, scope, 200, () => prepareCancel(call, params.bookingId));
        await deliverCommitted(app.db, app.mailer, call.context.mails);
        // The card's share goes to the processor now; a refusal is retried by the reconciler.
        const refunds = {
          db: app.db,
          config: app.config,
          warn: (message: string, detail: object) => request.log.warn(detail, message),
        };
        await sendRefundOfBooking(refunds, client.id, params.bookingId);
        return result;
      },
    });
  }
}
