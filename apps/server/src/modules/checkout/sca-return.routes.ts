import type { ScaReturnForm, ScaReturnParams } from '@leisure/contracts';
import { pathOf, routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireClient } from '../../http/tenant.ts';
import { checkoutPathOfAttempt } from './checkout.repository.ts';

export const scaReturnPath = (transactionUuid: string) =>
  pathOf(routes.checkout.scaReturn, { transactionUuid });

/**
 * Where a card issuer's 3-D Secure page form-POSTs its answer (Opayo's `notificationURL`): the
 * answer is handed to the checkout page in its address, which finishes the check with
 * `POST /api/payment-providers/sca-completion/{uuid}` as for the other providers. Nothing is
 * decided here; a forged post only leads the shopper's own page to a check the provider refuses.
 */
export async function scaReturnRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32_768 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    method: routes.checkout.scaReturn.method,
    url: routes.checkout.scaReturn.path,
    schema: {
      summary:
        "The card issuer's 3-D Secure answer (form post): back to the page that took the payment with it",
      tags: ['Checkout'],
      params: routes.checkout.scaReturn.params,
      body: routes.checkout.scaReturn.body,
      response: { 303: z.null().describe('To the checkout page with `transaction_uuid` and `cres`') },
    },
    handler: async (request, reply) => {
      const { transactionUuid } = request.params as z.output<typeof ScaReturnParams>;
      const form = request.body as z.output<typeof ScaReturnForm>;
      const query = new URLSearchParams({ transaction_uuid: transactionUuid });
      if (form.cres) query.set('cres', form.cres);
      if (form.threeDSSessionData) query.set('threeDSSessionData', form.threeDSSessionData);
      // An online-joining payment goes back to its joining page, any other to the bookings checkout.
      const client = await requireClient(request);
      const page =
        (await checkoutPathOfAttempt(app.db, client.id, transactionUuid)) ??
        `${app.config.BASE_PATH}basket/checkout`;
      return reply.redirect(`${page}?${query.toString()}`, 303);
    },
  });
}
