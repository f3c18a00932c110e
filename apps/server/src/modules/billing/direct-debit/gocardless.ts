import { createHmac, timingSafeEqual } from 'node:crypto';
import { headerOf } from '../../payments/webhook-headers.ts';
import {
  type Collection,
  type CollectionEvent,
  type CollectionStatus,
  DirectDebitError,
  type DirectDebitProvider,
} from './direct-debit.ts';

/** The API version every request names (GoCardless's only version to date). */
export const GOCARDLESS_VERSION = '2015-07-06';

export interface GoCardlessConfig {
  /** `https://api.gocardless.com`, `https://api-sandbox.gocardless.com`, or a test's fake. */
  apiUrl: string;
  accessToken: string | undefined;
  webhookSecret: string | undefined;
  fetch: typeof fetch;
}

const PAID: readonly string[] = ['confirmed', 'paid_out'];
const FAILED: readonly string[] = ['failed', 'cancelled', 'customer_approval_denied', 'charged_back'];
export const DIRECT_DEBIT_FAILED = 'Your bank did not pay the Direct Debit';

const statusOf = (status: string): CollectionStatus =>
  PAID.includes(status) ? 'paid' : FAILED.includes(status) ? 'failed' : 'pending';

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** GoCardless over its REST API (Billing Requests for mandates, payments, signed webhooks). */
export function createGoCardlessProvider(config: GoCardlessConfig): DirectDebitProvider {
  const call = async (method: 'GET' | 'POST', path: string, body?: Json, idempotencyKey?: string) => {
    if (!config.accessToken) throw new DirectDebitError('GOCARDLESS_ACCESS_TOKEN is not set', 'gocardless');
    const response = await config.fetch(`${config.apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.accessToken}`,
        'GoCardless-Version': GOCARDLESS_VERSION,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = objectOf(await response.json().catch(() => ({})));
    return { status: response.status, json };
  };
  const ok = (result: { status: number; json: Json }, resource: string) => {
    if (result.status >= 200 && result.status < 300) return objectOf(result.json[resource]);
    const error = objectOf(result.json.error);
    throw new DirectDebitError(
      `GoCardless answered ${result.status}: ${textOf(error.message) || 'no message'}`,
      'gocardless',
      error,
    );
  };
  const collectionFrom = (payment: Json): Collection => {
    const status = statusOf(textOf(payment.status));
    return {
      paymentId: textOf(payment.id),
      status,
      ...(status === 'failed' ? { failureMessage: DIRECT_DEBIT_FAILED } : {}),
    };
  };
  const collectionOf = async (paymentId: string) =>
    collectionFrom(ok(await call('GET', `/payments/${encodeURIComponent(paymentId)}`), 'payments'));

  return {
    name: 'gocardless',
    async startMandateSetup(input) {
      const request = ok(
        await call('POST', '/billing_requests', {
          billing_requests: {
            mandate_request: { scheme: 'bacs', currency: 'GBP' },
            metadata: input.metadata,
          },
        }),
        'billing_requests',
      );
      const flow = ok(
        await call('POST', '/billing_request_flows', {
          billing_request_flows: {
            redirect_uri: input.returnUrlOf(textOf(request.id)),
            exit_uri: input.exitUrl,
            prefilled_customer: {
              given_name: input.member.givenName,
              family_name: input.member.familyName,
              email: input.member.email,
            },
            links: { billing_request: textOf(request.id) },
          },
        }),
        'billing_request_flows',
      );
      return { setupId: textOf(request.id), url: textOf(flow.authorisation_url) };
    },
    async mandateOf(setupId) {
      const request = ok(
        await call('GET', `/billing_requests/${encodeURIComponent(setupId)}`),
        'billing_requests',
      );
      const links = objectOf(request.links);
      const mandateId = textOf(links.mandate_request_mandate);
      if (textOf(request.status) !== 'fulfilled' || !mandateId) return null;
      const mandate = ok(await call('GET', `/mandates/${encodeURIComponent(mandateId)}`), 'mandates');
      const accountId = textOf(objectOf(mandate.links).customer_bank_account);
      const account = ok(
        await call('GET', `/customer_bank_accounts/${encodeURIComponent(accountId)}`),
        'customer_bank_accounts',
      );
      return {
        mandateId,
        reference: textOf(mandate.reference),
        accountHolderName: textOf(account.account_holder_name),
        accountNumberEnding: textOf(account.account_number_ending).slice(-2),
        sortCodeEnding: null,
        bankName: textOf(account.bank_name) || null,
        metadata: Object.fromEntries(
          Object.entries(objectOf(request.metadata)).map(([key, value]) => [key, textOf(value)]),
        ),
      };
    },
    async collect(input) {
      const result = await call(
        'POST',
        '/payments',
        {
          payments: {
            amount: input.amountPence,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            links: { mandate: input.mandateId },
          },
        },
        input.idempotencyKey,
      );
      // The same key again (a try repeated after a crash): GoCardless names the payment it made.
      const errors = Array.isArray(objectOf(result.json.error).errors)
        ? (objectOf(result.json.error).errors as unknown[]).map(objectOf)
        : [];
      const conflict = errors.find((error) => error.reason === 'idempotent_creation_conflict');
      if (result.status === 409 && conflict) {
        return collectionOf(textOf(objectOf(conflict.links).conflicting_resource_id));
      }
      return collectionFrom(ok(result, 'payments'));
    },
    collectionOf,
    parseWebhook({ headers, rawBody }) {
      if (!config.webhookSecret)
        throw new DirectDebitError('GOCARDLESS_WEBHOOK_SECRET is not set', 'gocardless');
      const given = Buffer.from(headerOf(headers, 'Webhook-Signature') ?? '', 'utf8');
      const expected = Buffer.from(createHmac('sha256', config.webhookSecret).update(rawBody).digest('hex'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DirectDebitError('Invalid webhook signature', 'gocardless');
      }
      return eventsOf(rawBody);
    },
  };
}

/** The payment outcomes of a (verified) GoCardless webhook body; other events are not ours to act on. */
function eventsOf(rawBody: string): CollectionEvent[] {
  let body: Json;
  try {
    body = objectOf(JSON.parse(rawBody));
  } catch {
    throw new DirectDebitError('The webhook body is not JSON', 'gocardless');
  }
  const events = Array.isArray(body.events) ? body.events.map(objectOf) : [];
  return events.flatMap((event): CollectionEvent[] => {
    if (event.resource_type !== 'payments') return [];
    const status = statusOf(textOf(event.action));
    const paymentId = textOf(objectOf(event.links).payment);
    if (status === 'pending' || !paymentId) return [];
    return [
      {
        eventId: textOf(event.id),
        paymentId,
        status,
        ...(status === 'failed' ? { failureMessage: DIRECT_DEBIT_FAILED } : {}),
      },
    ];
  });
}
