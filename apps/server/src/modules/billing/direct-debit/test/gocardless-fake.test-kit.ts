import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FakeServer,
  fakeId,
  parseForm,
  parseJson,
  redirect,
  sendHtml,
  sendJson,
  startFakeServer,
} from '../../../payments/test/fake-server.test-kit.ts';

/**
 * Test-only stand-in for the GoCardless API the adapter uses (billing requests and their flows,
 * mandates, customer bank accounts, payments with Idempotency-Key replay), its hosted flow page,
 * and its signed webhooks. It refuses a request without the access token or the
 * `GoCardless-Version` header, as GoCardless does. Never imported by product code.
 */
export interface GoCardlessFake extends FakeServer {
  accessToken: string;
  webhookSecret: string;
  /** Every payment created, with the headers it came with. */
  payments: FakePayment[];
  /** The member's side of the hosted flow: fills in bank details and confirms. */
  fulfil(billingRequestId: string, bank: { holder: string; accountNumber: string }): string;
  /** The bank's side: a payment moves on (confirmed, paid_out, failed). */
  settle(paymentId: string, status: string): void;
  /** A webhook as GoCardless signs it, for these payments' new states. */
  webhook(
    events: { paymentId: string; action: string }[],
    secret?: string,
  ): { headers: Record<string, string>; rawBody: string };
}

export interface FakePayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  mandate: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

interface BillingRequest {
  id: string;
  status: 'pending' | 'fulfilled';
  metadata: Record<string, string>;
  mandate?: string;
  bankAccount?: string;
  redirectUri?: string;
}

class FakeState {
  requests = new Map<string, BillingRequest>();
  flows = new Map<string, string>();
  mandates = new Map<string, { id: string; reference: string; bankAccount: string }>();
  accounts = new Map<string, { id: string; holder: string; ending: string }>();
  payments: FakePayment[] = [];
}

const ACCESS_TOKEN = 'sandbox_fake_access_token';
const WEBHOOK_SECRET = 'gc_fake_webhook_secret';
const VERSION = '2015-07-06';

const apiError = (code: number, type: string, message: string, errors: unknown[] = []) => ({
  error: { code, type, message, errors, documentation_url: 'https://developer.gocardless.com/api-reference' },
});

export async function startGoCardlessFake(): Promise<GoCardlessFake> {
  const state = new FakeState();
  const server = await startFakeServer((request, body, response) =>
    route(state, server.origin, request, body, response),
  );
  const fulfil = (billingRequestId: string, bank: { holder: string; accountNumber: string }) => {
    const request = state.requests.get(billingRequestId);
    if (!request) throw new Error(`no billing request ${billingRequestId}`);
    return fulfilRequest(state, request, bank);
  };
  return {
    ...server,
    accessToken: ACCESS_TOKEN,
    webhookSecret: WEBHOOK_SECRET,
    payments: state.payments,
    fulfil,
    settle: (paymentId, status) => {
      const payment = state.payments.find((candidate) => candidate.id === paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      payment.status = status;
    },
    webhook: (events, secret = WEBHOOK_SECRET) => {
      const rawBody = JSON.stringify({
        events: events.map((event) => ({
          id: fakeId('EV'),
          created_at: new Date().toISOString(),
          resource_type: 'payments',
          action: event.action,
          links: { payment: event.paymentId },
          details: { origin: 'gocardless', cause: event.action, description: `Payment ${event.action}` },
        })),
      });
      const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
      return { headers: { 'content-type': 'application/json', 'webhook-signature': signature }, rawBody };
    },
  };
}

function route(
  state: FakeState,
  origin: string,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', origin);
  const [, first, id] = url.pathname.split('/');
  if (first === 'flow') return flowPage(state, id ?? '', request.method ?? 'GET', body, response);
  if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
    return sendJson(response, 401, apiError(401, 'invalid_api_usage', 'Invalid access token'));
  }
  if (request.headers['gocardless-version'] !== VERSION) {
    return sendJson(response, 400, apiError(400, 'invalid_api_usage', 'GoCardless-Version header missing'));
  }
  const json = parseJson(body);
  const key = `${request.method} /${first}${id ? '/:id' : ''}`;
  switch (key) {
    case 'POST /billing_requests':
      return createBillingRequest(state, json, response);
    case 'POST /billing_request_flows':
      return createFlow(state, origin, json, response);
    case 'GET /billing_requests/:id':
      return found(response, 'billing_requests', billingRequestOf(state.requests.get(id ?? '')));
    case 'GET /mandates/:id':
      return found(response, 'mandates', mandateOf(state, id ?? ''));
    case 'GET /customer_bank_accounts/:id':
      return found(response, 'customer_bank_accounts', accountOf(state, id ?? ''));
    case 'POST /payments':
      return createPayment(state, request, json, response);
    case 'GET /payments/:id':
      return found(response, 'payments', paymentOf(state.payments.find((payment) => payment.id === id)));
    default:
      return sendJson(response, 404, apiError(404, 'invalid_api_usage', 'Resource not found'));
  }
}

function found(response: ServerResponse, resource: string, value: unknown) {
  if (!value) return sendJson(response, 404, apiError(404, 'invalid_api_usage', 'Resource not found'));
  return sendJson(response, 200, { [resource]: value });
}

const objectOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function createBillingRequest(state: FakeState, json: Record<string, unknown>, response: ServerResponse) {
  const input = objectOf(json.billing_requests);
  const scheme = objectOf(input.mandate_request).scheme;
  if (scheme !== 'bacs')
    return sendJson(response, 422, apiError(422, 'validation_failed', 'scheme must be bacs'));
  const request: BillingRequest = {
    id: fakeId('BRQ'),
    status: 'pending',
    metadata: objectOf(input.metadata) as Record<string, string>,
  };
  state.requests.set(request.id, request);
  return sendJson(response, 201, { billing_requests: billingRequestOf(request) });
}

function createFlow(
  state: FakeState,
  origin: string,
  json: Record<string, unknown>,
  response: ServerResponse,
) {
  const input = objectOf(json.billing_request_flows);
  const requestId = String(objectOf(input.links).billing_request ?? '');
  const request = state.requests.get(requestId);
  if (!request)
    return sendJson(response, 422, apiError(422, 'validation_failed', 'billing request not found'));
  request.redirectUri = String(input.redirect_uri ?? '');
  const id = fakeId('BRF');
  state.flows.set(id, requestId);
  return sendJson(response, 201, {
    billing_request_flows: {
      id,
      authorisation_url: `${origin}/flow/${id}`,
      links: { billing_request: requestId },
    },
  });
}

function createPayment(
  state: FakeState,
  request: IncomingMessage,
  json: Record<string, unknown>,
  response: ServerResponse,
) {
  const key = String(request.headers['idempotency-key'] ?? '');
  const earlier = key ? state.payments.find((payment) => payment.idempotencyKey === key) : undefined;
  if (earlier) {
    return sendJson(
      response,
      409,
      apiError(409, 'invalid_state', 'A resource has already been created with this idempotency key', [
        {
          reason: 'idempotent_creation_conflict',
          message: 'A resource has already been created with this idempotency key',
          links: { conflicting_resource_id: earlier.id },
        },
      ]),
    );
  }
  const input = objectOf(json.payments);
  const mandate = String(objectOf(input.links).mandate ?? '');
  if (!state.mandates.has(mandate)) {
    return sendJson(response, 422, apiError(422, 'validation_failed', 'mandate not found'));
  }
  const payment: FakePayment = {
    id: fakeId('PM'),
    status: 'pending_submission',
    amount: Number(input.amount),
    currency: String(input.currency),
    mandate,
    idempotencyKey: key,
    metadata: objectOf(input.metadata) as Record<string, string>,
  };
  state.payments.push(payment);
  return sendJson(response, 201, { payments: paymentOf(payment) });
}

const billingRequestOf = (request: BillingRequest | undefined) =>
  request && {
    id: request.id,
    status: request.status,
    metadata: request.metadata,
    links: {
      ...(request.mandate ? { mandate_request_mandate: request.mandate } : {}),
      ...(request.bankAccount ? { customer_bank_account: request.bankAccount } : {}),
    },
  };

function mandateOf(state: FakeState, id: string) {
  const mandate = state.mandates.get(id);
  return (
    mandate && {
      id,
      reference: mandate.reference,
      scheme: 'bacs',
      status: 'pending_submission',
      links: { customer_bank_account: mandate.bankAccount },
    }
  );
}

function accountOf(state: FakeState, id: string) {
  const account = state.accounts.get(id);
  return (
    account && {
      id,
      account_holder_name: account.holder,
      account_number_ending: account.ending,
      bank_name: 'BARCLAYS BANK PLC',
      currency: 'GBP',
    }
  );
}

const paymentOf = (payment: FakePayment | undefined) =>
  payment && {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    metadata: payment.metadata,
    links: { mandate: payment.mandate },
  };

/** The member confirmed their bank details: a bank account and a mandate, the request fulfilled. */
function fulfilRequest(
  state: FakeState,
  request: BillingRequest,
  bank: { holder: string; accountNumber: string },
) {
  const account = { id: fakeId('BA'), holder: bank.holder, ending: bank.accountNumber.slice(-2) };
  const reference = `GC-${fakeId('').slice(0, 8).toUpperCase()}`;
  const mandate = { id: fakeId('MD'), reference, bankAccount: account.id };
  state.accounts.set(account.id, account);
  state.mandates.set(mandate.id, mandate);
  Object.assign(request, { status: 'fulfilled', mandate: mandate.id, bankAccount: account.id });
  return mandate.id;
}

/** The hosted flow page: the member's bank details, then back to the merchant. */
function flowPage(state: FakeState, flowId: string, method: string, body: string, response: ServerResponse) {
  const requestId = state.flows.get(flowId);
  const request = requestId ? state.requests.get(requestId) : undefined;
  if (!request) return sendHtml(response, 404, '<p>Not found</p>');
  if (method === 'POST') {
    const form = parseForm(body);
    fulfilRequest(state, request, {
      holder: form.account_holder_name ?? '',
      accountNumber: form.account_number ?? '',
    });
    return redirect(response, request.redirectUri ?? '/');
  }
  return sendHtml(
    response,
    200,
    `<!doctype html><html lang="en"><head><title>Set up a Direct Debit</title></head><body><main>
<h1>Set up a Direct Debit</h1><form method="post">
<label>Account holder name <input name="account_holder_name" required></label>
<label>Sort code <input name="branch_code" required></label>
<label>Account number <input name="account_number" required></label>
<button type="submit">Set up Direct Debit</button></form></main></body></html>`,
  );
}
