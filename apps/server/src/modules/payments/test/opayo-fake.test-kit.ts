import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCardEntry } from '../card-entry.ts';
import {
  type FakeServer,
  parseForm,
  parseJson,
  sendHtml,
  sendJson,
  startFakeServer,
} from './fake-server.test-kit.ts';
import { type FakeOpayoTransaction, OpayoFakeState } from './opayo-fake-state.test-kit.ts';
import {
  acsAnswerPage,
  acsChallengePage,
  DROP_IN_FRAME_PATH,
  dropInFramePage,
  SAGEPAY_JS_PATH,
  sagepayJsStandIn,
} from './opayo-js-stand-in.test-kit.ts';

/**
 * Test-only stand-in for Opayo Pi REST API v1 (merchant-session-keys, card-identifiers,
 * transactions, 3d-secure-challenge) and a bank's ACS page, over real HTTP, with the three
 * test cards of card-rules.ts. Never imported by product code.
 */
export interface OpayoFake extends FakeServer {
  apiUrl: string;
  vendorName: string;
  integrationKey: string;
  integrationPassword: string;
  /** How many Payment transactions Opayo has taken (to prove a repeat took no second one). */
  countPayments(): number;
  /** Every Refund transaction Opayo has made, oldest first (to prove a repeat made no second one). */
  refunds(): { paymentId: string; vendorTxCode: string; amount: number }[];
}

const CREDENTIALS = {
  vendorName: 'leisurefake',
  integrationKey: 'fake-key',
  integrationPassword: 'fake-password',
};
const API = '/api/v1';

const fieldError = (property: string, description: string, code = '1003') => ({
  errors: [{ code, description, property, clientMessage: description }],
});

export async function startOpayoFake(): Promise<OpayoFake> {
  const state = new OpayoFakeState();
  const server = await startFakeServer((request, body, response) =>
    route(state, server.origin, request, body, response),
  );
  const countPayments = () =>
    [...state.transactions.values()].filter((entry) => entry.type === 'Payment').length;
  const refunds = () =>
    [...state.transactions.values()]
      .filter((entry) => entry.type === 'Refund')
      .map((entry) => ({
        paymentId: entry.paymentId ?? '',
        vendorTxCode: entry.vendorTxCode,
        amount: entry.amount,
      }));
  return { ...server, apiUrl: `${server.origin}${API}`, ...CREDENTIALS, countPayments, refunds };
}

function route(
  state: OpayoFakeState,
  origin: string,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) {
  const path = new URL(request.url ?? '/', origin).pathname;
  const method = request.method ?? 'GET';
  if (method === 'GET' && path === SAGEPAY_JS_PATH) return sendScript(response, sagepayJsStandIn(origin));
  if (method === 'GET' && path === DROP_IN_FRAME_PATH) return sendHtml(response, 200, dropInFramePage());
  const acs = /^\/acs\/([^/]+)$/.exec(path);
  if (method === 'POST' && acs?.[1]) return answerAcs(state, acs[1], parseForm(body), response);
  if (method === 'POST' && path === `${API}/card-identifiers`)
    return createCardIdentifier(state, request, body, response);
  if (!hasBasicAuth(request))
    return sendJson(response, 401, { code: 1002, description: 'Authentication failed' });
  if (method === 'POST' && path === `${API}/merchant-session-keys`) {
    if (parseJson(body).vendorName !== CREDENTIALS.vendorName) {
      return sendJson(response, 422, fieldError('vendorName', 'Invalid vendor name'));
    }
    return sendJson(response, 201, state.createSession());
  }
  if (method === 'POST' && path === `${API}/transactions`)
    return createTransaction(state, origin, parseJson(body), response);
  const challenge = new RegExp(`^${API}/transactions/([^/]+)/3d-secure-challenge$`).exec(path);
  if (method === 'POST' && challenge?.[1])
    return finishChallenge(state, challenge[1], parseJson(body), response);
  const read = new RegExp(`^${API}/transactions/([^/]+)$`).exec(path);
  if (method === 'GET' && read?.[1]) {
    const transaction = state.transactions.get(read[1]);
    if (!transaction) return sendJson(response, 404, { code: 1012, description: 'Transaction not found' });
    return sendJson(response, 200, state.toJson(transaction));
  }
  return sendJson(response, 404, { code: 1000, description: `No route ${method} ${path}` });
}

function hasBasicAuth(request: IncomingMessage): boolean {
  const expected = Buffer.from(`${CREDENTIALS.integrationKey}:${CREDENTIALS.integrationPassword}`).toString(
    'base64',
  );
  return request.headers.authorization === `Basic ${expected}`;
}

/** The browser's call (Opayo's script, with the merchant session key as a Bearer token). */
function createCardIdentifier(
  state: OpayoFakeState,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) {
  const sessionKey = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!state.isLiveSession(sessionKey)) {
    return sendJson(response, 401, { code: 1002, description: 'Authentication failed' });
  }
  const details = parseJson(body).cardDetails as Record<string, unknown> | undefined;
  const text = (name: string) => (typeof details?.[name] === 'string' ? (details[name] as string) : '');
  const checked = checkCardEntry(
    {
      cardNumber: text('cardNumber'),
      expiry: text('expiryDate'),
      securityCode: text('securityCode'),
      cardholderName: text('cardholderName'),
    },
    new Date(),
  );
  if (!checked.isValid) {
    const [field, messages] = Object.entries(checked.errors).find(([, list]) => list.length > 0) ?? [
      'cardNumber',
      [],
    ];
    return sendJson(response, 422, fieldError(`cardDetails.${field}`, messages[0] ?? 'Invalid card', '1005'));
  }
  return sendJson(response, 201, state.createCard(sessionKey, checked.card));
}

function createTransaction(
  state: OpayoFakeState,
  origin: string,
  body: Record<string, unknown>,
  response: ServerResponse,
) {
  const vendorTxCode = typeof body.vendorTxCode === 'string' ? body.vendorTxCode : '';
  if (!vendorTxCode) return sendJson(response, 422, fieldError('vendorTxCode', 'Missing vendorTxCode'));
  if (state.vendorTxCodes.has(vendorTxCode)) {
    return sendJson(response, 422, fieldError('vendorTxCode', 'VendorTxCode has been used before', '4042'));
  }
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) {
    return sendJson(response, 422, fieldError('amount', 'Invalid amount'));
  }
  if (body.transactionType === 'Refund') return refund(state, vendorTxCode, amount, body, response);
  if (body.transactionType !== 'Payment')
    return sendJson(response, 422, fieldError('transactionType', 'Invalid type'));
  const problem = state.problemWithPayment(body);
  if (problem) return sendJson(response, 422, fieldError(problem.property, problem.description));
  const transaction = state.createPayment(body, vendorTxCode, amount, `${origin}/acs`);
  return sendJson(response, 201, state.toJson(transaction));
}

function refund(
  state: OpayoFakeState,
  vendorTxCode: string,
  amount: number,
  body: Record<string, unknown>,
  response: ServerResponse,
) {
  const payment = state.transactions.get(String(body.referenceTransactionId ?? ''));
  if (payment?.type !== 'Payment' || payment.status !== 'Ok') {
    return sendJson(
      response,
      422,
      fieldError('referenceTransactionId', 'The original transaction cannot be refunded', '4028'),
    );
  }
  if (payment.refunded + amount > payment.amount) {
    return sendJson(
      response,
      422,
      fieldError('amount', 'This refund would exceed the amount of the original transaction', '4035'),
    );
  }
  const refundTransaction: FakeOpayoTransaction = state.createRefund(payment, vendorTxCode, amount);
  return sendJson(response, 201, state.toJson(refundTransaction));
}

function finishChallenge(
  state: OpayoFakeState,
  id: string,
  body: Record<string, unknown>,
  response: ServerResponse,
) {
  const transaction = state.transactions.get(id);
  if (!transaction) return sendJson(response, 404, { code: 1012, description: 'Transaction not found' });
  if (transaction.status !== '3DAuth' || !transaction.cres || body.cRes !== transaction.cres) {
    return sendJson(response, 422, fieldError('cRes', 'Invalid cRes', '1031'));
  }
  state.settleChallenge(transaction);
  return sendJson(response, 201, state.toJson(transaction));
}

/** The bank's page: the shopper approves or fails; it posts `cres` back to the merchant's notificationURL. */
function answerAcs(
  state: OpayoFakeState,
  id: string,
  form: Record<string, string>,
  response: ServerResponse,
) {
  const transaction = state.transactions.get(id);
  if (!transaction || form.creq !== transaction.cReq || transaction.status !== '3DAuth') {
    return sendHtml(response, 400, '<p>Unknown authentication request</p>');
  }
  // A browser first sees the challenge; the shopper's choice comes back with the same creq.
  if (!form.outcome) return sendHtml(response, 200, acsChallengePage(`/acs/${id}`, transaction.cReq ?? ''));
  const cres = state.answerChallenge(transaction, form.outcome === 'approve');
  return sendHtml(response, 200, acsAnswerPage(transaction.notificationURL ?? '', cres));
}

function sendScript(response: ServerResponse, script: string) {
  response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
  response.end(script);
}
