import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../../http/errors.ts';
import { dataRoute } from '../../../http/route.ts';
import { requireClient } from '../../../http/tenant.ts';
import { tryOfCollection } from '../billing.repository.ts';
import { recordOutcome } from '../billing-engine.ts';
import { clientDirectDebitOf } from './client-direct-debit.ts';
import { eventResultOf } from './collection.ts';
import { DirectDebitError } from './direct-debit.ts';

/**
 * Where a Direct Debit provider tells us a payment was confirmed, paid out or failed (decision
 * 38). The signature is checked on the raw body with the client's own secret (the host names the
 * client). An outcome is recorded only on the try still waiting for that payment, so a repeated
 * or late event changes nothing; events about anything else are acknowledged and ignored.
 */
export async function directDebitWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  dataRoute(app, routes.checkout.directDebitWebhook, {
    summary: "A Direct Debit provider's signed notification about the client's membership payments",
    description:
      '400 `validation_failed` for a missing or wrong `Webhook-Signature`; 404 when the client does not collect Direct Debits with this provider. `recorded` counts the outcomes that were new.',
    tags: ['Checkout'],
    errorStatuses: [400, 404],
    handler: async ({ request, params }) => {
      const client = await requireClient(request);
      const directDebit = await clientDirectDebitOf({ db: app.db, config: app.config }, client.id);
      if (directDebit.providerName !== params.provider) throw notFound();
      const provider = directDebit.providerOf(params.provider);
      let events: ReturnType<typeof provider.parseWebhook>;
      try {
        events = provider.parseWebhook({
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
        });
      } catch (error) {
        if (!(error instanceof DirectDebitError)) throw error;
        throw new AppError({
          statusCode: 400,
          code: 'validation_failed',
          message: 'Invalid webhook signature.',
        });
      }
      let recorded = 0;
      for (const event of events) {
        const charge = await tryOfCollection(app.db, {
          clientId: client.id,
          provider: provider.name,
          paymentId: event.paymentId,
        });
        if (!charge) continue;
        const deps = { db: app.db, mailer: app.mailer, now: () => new Date() };
        const outcome = await recordOutcome(deps, charge, eventResultOf(event), provider.name);
        if (outcome !== 'stale') recorded += 1;
      }
      return { received: true, recorded };
    },
  });
}
