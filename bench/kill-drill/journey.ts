// One customer's checkout, as the bookings app runs it: add a class to the basket, open the
// card session, type the card on the sandbox's hosted form, authorise (with the attempt's
// Idempotency-Key), answer the bank's 3-D Secure page when asked, and complete. The shopper
// lingers a moment between steps, and longer on the bank's page, so that challenges are open
// while the chaos strikes.
import { randomUUID } from 'node:crypto';
import { type Answer, type Browser, browserOf, codeOf, dataOf, pause, StepFailed } from './browser.ts';

export const CARDS = { approve: '4242424242424242', challenge: '4000002760003184' } as const;

const billing = {
  billing_first_name: 'Kill',
  billing_last_name: 'Drill',
  billing_address_line_one: '1 High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
  card_holder_name: 'Kill Drill',
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  terms: true,
};

export interface Customer {
  index: number;
  userId: number;
  cookie: string;
  card: keyof typeof CARDS;
  /**
   * Leaves without paying: with the approving card after opening the card form, with the 3-D
   * Secure card on the bank's page (its attempt stays waiting). Their holds must still end.
   */
  walksAway: boolean;
  /** The basket item of the customer's class. */
  item: Record<string, unknown>;
}

export interface Outcome {
  customer: Customer;
  /** The order the server acknowledged (a 200 with `completeOrderId`). */
  orderId?: number;
  /** Why the journey stopped short: `step:status:code`. */
  failure?: string;
  /** Where a customer who walks away left. */
  walkedAway?: string;
  transactionUuid?: string;
  retries: number;
  /** When the last call that may extend the holds (prepare, authorise) ended, if one was sent. */
  lastHoldExtensionAt?: Date;
}

/** Challenges on the bank's page right now: authorised with `sca_required`, not yet answered. */
export const openChallenges = { count: 0 };

class WalkedAway extends Error {}

const linger = (fromMs: number, toMs: number) => pause(fromMs + Math.random() * (toMs - fromMs));

/** The answer must have `status`, or the journey stops with its step, status and code. */
function expectStatus(step: string, answer: Answer, status: number): Answer {
  if (answer.status !== status) throw new StepFailed(`${step}:${answer.status}:${codeOf(answer)}`);
  return answer;
}

export async function checkout(baseUrl: string, customer: Customer): Promise<Outcome> {
  const browser = browserOf(baseUrl, customer.cookie);
  const outcome: Outcome = { customer, retries: 0 };
  try {
    const add = await browser.send('add', {
      method: 'POST',
      path: '/api/activities/cart/add',
      json: { items: [customer.item] },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expectStatus('add', add, 201);
    await linger(200, 1_500);
    const authorised = await pay(browser, customer, outcome);
    outcome.transactionUuid = authorised.transactionUuid;
    if (authorised.transactionStatus === 'sca_required') await passChallenge(browser, customer, authorised);
    else if (authorised.transactionStatus !== 'authorised') {
      throw new StepFailed(`authorise:${authorised.transactionStatus}:${authorised.error?.code ?? '-'}`);
    }
    const complete = await browser.send('complete', {
      method: 'POST',
      path: '/api/checkout/complete',
      json: { transaction_uuid: authorised.transactionUuid, terms: true },
    });
    outcome.orderId = dataOf<{ completeOrderId: number }>(
      expectStatus('complete', complete, 200),
    ).completeOrderId;
  } catch (error) {
    if (error instanceof WalkedAway) outcome.walkedAway = error.message;
    else if (error instanceof StepFailed) outcome.failure = error.reason;
    else throw error;
  } finally {
    outcome.retries = browser.retries();
  }
  return outcome;
}

/** A call that may extend the basket's holds: the time it ended bounds the extension. */
async function extending<T>(outcome: Outcome, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    outcome.lastHoldExtensionAt = new Date();
  }
}

interface Authorised {
  transactionUuid: string;
  transactionStatus: 'authorised' | 'sca_required' | 'failed';
  scaUrl: string | null;
  error: { code: string } | null;
}

/** Prepare, the hosted card form, then authorise with one Idempotency-Key for the attempt. */
async function pay(browser: Browser, customer: Customer, outcome: Outcome): Promise<Authorised> {
  const prepared = await extending(
    outcome,
    browser.send('prepare', { method: 'GET', path: '/api/checkout/prepare' }),
  );
  const { sessionKey } = dataOf<{ sessionKey: string }>(expectStatus('prepare', prepared, 200));
  await linger(300, 1_500);
  if (customer.walksAway && customer.card === 'approve') throw new WalkedAway('at the card form');
  const card = await browser.send('card', {
    method: 'POST',
    path: '/sandbox-pay/card-identifiers',
    json: {
      session_key: sessionKey,
      card_number: CARDS[customer.card],
      expiry: '12/30',
      security_code: '123',
      cardholder_name: 'Kill Drill',
    },
  });
  const { cardIdentifier } = JSON.parse(expectStatus('card', card, 201).body) as { cardIdentifier: string };
  const authorise = await extending(
    outcome,
    browser.send('authorise', {
      method: 'POST',
      path: '/api/checkout/authorise',
      json: { ...billing, session_key: sessionKey, card_identifier: cardIdentifier },
      headers: { 'Idempotency-Key': randomUUID() },
    }),
  );
  return dataOf<Authorised>(expectStatus('authorise', authorise, 200));
}

/**
 * The bank's page: the shopper reads it a while and approves; the page sends them back to the
 * checkout with `cres` (or, when it was answered already, shows the way back with it), and the
 * checkout page finishes the check with the server.
 */
async function passChallenge(browser: Browser, customer: Customer, authorised: Authorised) {
  openChallenges.count += 1;
  let cres = '';
  try {
    const scaUrl = authorised.scaUrl ?? '';
    expectStatus('3ds-page', await browser.send('3ds-page', { method: 'GET', path: scaUrl }), 200);
    await linger(1_000, 5_000);
    if (customer.walksAway) throw new WalkedAway("on the bank's page");
    const answered = await browser.send('3ds-answer', {
      method: 'POST',
      path: scaUrl,
      form: 'outcome=approve',
    });
    const back =
      answered.status === 303
        ? answered.location
        : /href="([^"]*cres=[^"]*)"/.exec(answered.body)?.[1]?.replaceAll('&amp;', '&');
    if (!back) throw new StepFailed(`3ds-answer:${answered.status}:no-way-back`);
    cres = new URL(back, 'http://shop.invalid').searchParams.get('cres') ?? '';
  } finally {
    openChallenges.count -= 1;
  }
  const finished = await browser.send('sca-completion', {
    method: 'POST',
    path: `/api/payment-providers/sca-completion/${encodeURIComponent(authorised.transactionUuid)}`,
    json: cres ? { cres } : {},
  });
  const state = dataOf<{ status: string; error: { code: string } | null }>(
    expectStatus('sca-completion', finished, 200),
  );
  if (state.status !== 'authorised') {
    throw new StepFailed(`sca-completion:${state.status}:${state.error?.code ?? '-'}`);
  }
}
