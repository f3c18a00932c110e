import { routes } from '@leisure/contracts/routes';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutTransactions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { ProviderError } from '../payments/provider.ts';
import { confirmRefundedPayment, markRefundFailed } from '../payments/refunds/card-refunds.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import { moveTransaction } from './checkout.repository.ts';

/**
 * Where a provider tells us about a payment the browser may never come back for (a 3-D Secure
 * check finished in another tab, a refund made in the provider's dashboard, a refund the bank
 * returned). The signature is
 * checked on the raw body, so this plugin keeps JSON bodies as text. It only moves an attempt
 * forward (waiting → authorised or failed); completing still needs the customer's order call,
 * and a paid attempt nobody completes keeps its money until it is refunded.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  dataRoute(app, routes.checkout.webhook, {
    summary: "A payment provider's signed notification about one of the client's payments",
    description:
      '400 `validation_failed` for a missing or wrong signature. Events about other payments are acknowledged and ignored.',
    tags: ['Checkout'],
    errorStatuses: [400],
    handler: async ({ request, params }) => {
      const client = await requireClient(request);
      // The host names the client; its signature is checked with that client's own secret.
      const payments = await clientPaymentsOf({ db: app.db, config: app.config }, client.id);
      if (params.provider !== payments.providerName) throw notFound();
      const provider = payments.providerOf(params.provider);
      let event: Awaited<ReturnType<typeof provider.parseWebhook>>;
      try {
        event = await provider.parseWebhook({
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw new AppError({
          statusCode: 400,
          code: 'validation_failed',
          message: 'Invalid webhook signature.',
        });
      }
      if (!event) return { received: true, transactionUuid: null };
      // A refund the processor had taken bounced: failed, for the reconciler to try again.
      if (event.status === 'refund_failed') {
        await markRefundFailed(app.db, client.id, event);
        return { received: true, transactionUuid: null };
      }
      // The whole payment went back: refunds of cancelled bookings still owed on it are made.
      if (event.status === 'refunded')
        await confirmRefundedPayment(app.db, client.id, event.providerTransactionId);
      const [attempt] = await app.db
        .select()
        .from(checkoutTransactions)
        .where(
          and(
            eq(checkoutTransactions.clientId, client.id),
            eq(checkoutTransactions.provider, provider.name),
            eq(checkoutTransactions.providerTransactionId, event.providerTransactionId),
          ),
        )
        .limit(1);
      if (!attempt) return { received: true, transactionUuid: null };
      if (event.status === 'authorised') {
        await moveTransaction(app.db, attempt, ['sca_required', 'authorising'], { status: 'authorised' });
      } else if (event.status === 'declined' || event.status === 'failed') {
        await moveTransaction(app.db, attempt, ['sca_required', 'authorising'], {
          status: event.status,
          errorMessage:
            event.status === 'declined' ? 'Payment was declined' : '3D Secure verification failed',
        });
      }
      return { received: true, transactionUuid: attempt.uuid };
    },
  });
}
