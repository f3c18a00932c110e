import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxCards, sandboxSessions, sandboxTransactions } from '../../../db/schema/index.ts';
import { handleError } from '../../../http/error-handler.ts';
import { startTestApp, useTestApp } from '../../../test/test-app.test-kit.ts';
import { TEST_CARDS } from '../card-rules.ts';
import { type AuthoriseResult, type PaymentProvider, ProviderError } from '../provider.ts';
import { paymentProviderFor } from '../registry.ts';
import { futureExpiry, paymentInput } from '../test/provider-conformance.test-kit.ts';
import { sandboxPagesRoutes } from './sandbox-pages.routes.ts';

const testApp = useTestApp();
let provider: PaymentProvider;
beforeAll(() => {
  provider = paymentProviderFor('sandbox', { db: testApp.database.handle.db, config: testApp.app.config });
});

const db = () => testApp.database.handle.db;
const newSession = () => provider.prepareSession({ merchant: 'demo', amountPence: 1250, currency: 'GBP' });
const postCard = (payload: Record<string, string>) =>
  testApp.request({ method: 'POST', url: '/sandbox-pay/card-identifiers', payload });
const validCard = (sessionKey: string, cardNumber: string = TEST_CARDS.approves) => ({
  session_key: sessionKey,
  card_number: cardNumber,
  expiry: futureExpiry().text,
  security_code: '123',
  cardholder_name: 'Ada Lovelace',
});
const answer = (url: string, outcome: string) =>
  testApp.request({
    method: 'POST',
    url,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function challengedPayment(returnUrl = '/basket/checkout?step=3ds') {
  const session = await newSession();
  const card = (await postCard(validCard(session.sessionKey, TEST_CARDS.asksForThreeDSecure))).json() as {
    cardIdentifier: string;
  };
  const result = await provider.authorise(paymentInput({ merchant: 'demo', returnUrl }, session, card));
  if (result.status !== 'sca_required') throw new Error(`expected a challenge, got ${result.status}`);
  return result as Extract<AuthoriseResult, { status: 'sca_required' }>;
}

describe('the hosted card form', () => {
  it('is an accessible page with labelled card fields, the sandbox note and the test cards', async () => {
    const session = await newSession();
    expect(session.url).toBe(`/sandbox-pay/card-form?session_key=${encodeURIComponent(session.sessionKey)}`);
    const response = await testApp.request({ method: 'GET', url: session.url ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    for (const [name, label, autocomplete] of [
      ['card_number', 'Card number', 'cc-number'],
      ['expiry', 'Expiry date', 'cc-exp'],
      ['security_code', 'Security code', 'cc-csc'],
      ['cardholder_name', 'Name on card', 'cc-name'],
    ]) {
      expect(html).toContain(`<label for="${name}">${label}</label>`);
      expect(html).toMatch(
        new RegExp(`<input id="${name}" name="${name}"[^>]*autocomplete="${autocomplete}"`),
      );
      expect(html).toMatch(new RegExp(`id="${name}"[^>]*aria-describedby="[^"]*${name}-error"`));
      expect(html).toContain(`id="${name}-error"`);
    }
    expect(html).toContain('Sandbox test payment — no real card is charged');
    // No button of its own: the checkout's Pay asks the form for the card.
    expect(html).not.toContain('<button');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0027 6000 3184');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('<script src="/sandbox-pay/card-form.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('carries its own policy: script from self only, framed only by its own site', async () => {
    const session = await newSession();
    const response = await testApp.request({ method: 'GET', url: session.url ?? '' });
    const policy = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('may be framed by the app inside a site the client lets embed it, and by no other', async () => {
    const session = await newSession();
    const embeddable = await testApp.request({ method: 'GET', url: session.url ?? '' });
    expect(String(embeddable.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' http://embed-demo.localhost:*",
    );
    const closed = await testApp.request({ method: 'GET', url: session.url ?? '', client: 'riverside' });
    expect(String(closed.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'$/);
  });

  it('says the session has expired for an unknown or expired session key', async () => {
    const unknown = await testApp.request({ method: 'GET', url: '/sandbox-pay/card-form?session_key=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment session expired');
    const session = await newSession();
    await db()
      .update(sandboxSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxSessions.key, session.sessionKey));
    expect((await testApp.request({ method: 'GET', url: session.url ?? '' })).statusCode).toBe(404);
  });

  it('serves its script as a file that posts the card and tells the parent page on the same origin', async () => {
    const response = await testApp.request({ method: 'GET', url: '/sandbox-pay/card-form.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toContain("fetch('/sandbox-pay/card-identifiers'");
    expect(response.body).toContain("type: 'sandbox-card'");
    expect(response.body).toContain('window.location.origin');
  });
});

describe('card identifiers', () => {
  it('refuses a card that fails the checks, field by field, without echoing the number', async () => {
    const session = await newSession();
    const response = await postCard({
      session_key: session.sessionKey,
      card_number: '4242 4242 4242 4241',
      expiry: '01/20',
      security_code: '12',
      cardholder_name: ' ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: {
        card_number: ['Enter a valid card number'],
        expiry: ['This card has expired: enter an expiry date in the future'],
        security_code: ['Enter the 3 or 4 digit security code'],
        cardholder_name: ['Enter the name on the card'],
      },
    });
    expect(response.body).not.toContain('4241');
    const badFormat = await postCard({ ...validCard(session.sessionKey), expiry: '13/30' });
    expect(badFormat.json()).toMatchObject({ errors: { expiry: ['Enter the expiry date as MM/YY'] } });
  });

  it('takes cards only as JSON from the card form, not as a form post from another site', async () => {
    const session = await newSession();
    const response = await testApp.request({
      method: 'POST',
      url: '/sandbox-pay/card-identifiers',
      payload: new URLSearchParams(validCard(session.sessionKey)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    const cards = await db()
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.sessionKey, session.sessionKey));
    expect(cards).toEqual([]);
  });

  it('refuses a card for a session that does not exist', async () => {
    const response = await postCard(validCard('sess_missing'));
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['session_key']);
  });

  it('keeps only brand, last four digits, expiry and name: never the number or the code', async () => {
    const session = await newSession();
    const response = await postCard({ ...validCard(session.sessionKey), card_number: '5555 5555 5555 4444' });
    expect(response.statusCode).toBe(201);
    const card = response.json() as { cardIdentifier: string };
    expect(card).toEqual({
      cardIdentifier: expect.stringMatching(/^card_/),
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: futureExpiry().month,
      expiryYear: futureExpiry().year,
    });
    const [row] = await db().select().from(sandboxCards).where(eq(sandboxCards.id, card.cardIdentifier));
    expect(row).toMatchObject({ merchant: 'demo', sessionKey: session.sessionKey, behaviour: 'approve' });
    expect(JSON.stringify(row)).not.toContain('5555555555554444');
    expect(JSON.stringify(row)).not.toContain('"123"');
  });

  it('never writes a card number to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The app's logger settings, at the most talkative level, with the sandbox routes alone.
    const app = Fastify({
      logger: { level: 'trace', stream, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    });
    app.decorate('db', db());
    app.decorate('config', testApp.app.config);
    app.setErrorHandler(handleError);
    await app.register(sandboxPagesRoutes);
    const session = await newSession();
    const number = '4000056655665556';
    for (const payload of [
      validCard(session.sessionKey, number),
      { ...validCard(session.sessionKey, number), expiry: 'x' },
    ]) {
      await app.inject({ method: 'POST', url: '/sandbox-pay/card-identifiers', payload });
    }
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(number);
    expect(lines.join('\n')).not.toContain('665556');
  });
});

describe('the 3-D Secure challenge page', () => {
  it('shows the bank, the merchant, the amount in pounds, the card and the two answers', async () => {
    const challenge = await challengedPayment();
    expect(challenge).toMatchObject({ scaMethod: 'redirect', scaData: {} });
    const response = await testApp.request({ method: 'GET', url: challenge.scaUrl });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Sandbox Bank — verify your payment');
    // The shop is named as customers know it, not by its slug.
    expect(html).toContain('<dt>Merchant</dt><dd>Demo Leisure</dd>');
    expect(html).not.toContain('<dd>demo</dd>');
    expect(html).toContain('£12.50');
    expect(html).toContain('•••• 3184');
    expect(html).toContain(`<form method="post" action="${challenge.scaUrl}">`);
    expect(html).toContain('<button type="submit" name="outcome" value="approve">Approve</button>');
    expect(html).toContain('value="fail" class="secondary">Fail</button>');
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'self'");
  });

  it('returns the shopper to the checkout with cres and transaction_id, once', async () => {
    const challenge = await challengedPayment('/basket/checkout?step=3ds');
    const response = await answer(challenge.scaUrl, 'approve');
    expect(response.statusCode).toBe(303);
    const target = new URL(String(response.headers.location), 'http://bookings.demo.localhost:8080');
    expect(target.pathname).toBe('/basket/checkout');
    expect(target.searchParams.get('step')).toBe('3ds');
    expect(target.searchParams.get('transaction_id')).toBe(challenge.providerTransactionId);
    const cres = target.searchParams.get('cres') ?? '';
    const [row] = await db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.id, challenge.providerTransactionId));
    expect(row).toMatchObject({ status: 'authorised', details: expect.objectContaining({ cres }) });

    const second = await answer(challenge.scaUrl, 'fail');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('This payment has already been verified.');
    const target2 = { merchant: 'demo', providerTransactionId: challenge.providerTransactionId };
    expect((await provider.completeChallenge({ ...target2, data: { cres } })).status).toBe('authorised');
  });

  it('records a failed challenge with the spec’s message', async () => {
    const challenge = await challengedPayment();
    const response = await answer(challenge.scaUrl, 'fail');
    expect(response.statusCode).toBe(303);
    const state = await provider.status({
      merchant: 'demo',
      providerTransactionId: challenge.providerTransactionId,
    });
    expect(state).toMatchObject({ status: 'failed', message: '3D Secure verification failed' });
    const again = await testApp.request({ method: 'GET', url: challenge.scaUrl });
    expect(again.body).toContain('3D Secure verification failed');
  });

  it('refuses a cres that is not the one the bank page gave', async () => {
    const challenge = await challengedPayment();
    const target = { merchant: 'demo', providerTransactionId: challenge.providerTransactionId };
    await expect(provider.completeChallenge({ ...target, data: { cres: 'guess' } })).rejects.toBeInstanceOf(
      ProviderError,
    );
    await answer(challenge.scaUrl, 'approve');
    await expect(provider.completeChallenge({ ...target, data: { cres: 'guess' } })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it('sends the shopper only to its own host: an absolute address elsewhere is refused and nothing changes', async () => {
    const sameHost = await challengedPayment('http://bookings.demo.localhost:8080/basket/checkout');
    const back = await answer(sameHost.scaUrl, 'approve');
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(/^\/basket\/checkout\?cres=/);

    const elsewhere = await challengedPayment('https://evil.example/steal');
    const refused = await answer(elsewhere.scaUrl, 'approve');
    expect(refused.statusCode).toBe(400);
    const state = await provider.status({
      merchant: 'demo',
      providerTransactionId: elsewhere.providerTransactionId,
    });
    expect(state.status).toBe('sca_required');
  });

  it('refuses return addresses that are neither a path nor http(s) when authorising', async () => {
    const session = await newSession();
    const card = (await postCard(validCard(session.sessionKey))).json() as { cardIdentifier: string };
    for (const returnUrl of ['//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      const result = await provider.authorise(paymentInput({ merchant: 'demo', returnUrl }, session, card));
      expect(result).toMatchObject({ status: 'failed', code: 'invalid_return_url' });
    }
  });

  it('answers an unknown payment with 404 and an answer other than approve or fail with 400', async () => {
    expect((await testApp.request({ method: 'GET', url: '/sandbox-pay/3ds/tx_unknown' })).statusCode).toBe(
      404,
    );
    const challenge = await challengedPayment();
    expect((await answer(challenge.scaUrl, 'maybe')).statusCode).toBe(400);
  });
});

describe('authorising against the sandbox', () => {
  it('refuses an expired session and a card from another session', async () => {
    const session = await newSession();
    const other = await newSession();
    const card = (await postCard(validCard(other.sessionKey))).json() as { cardIdentifier: string };
    const input = paymentInput({ merchant: 'demo', returnUrl: '/basket' }, session, card);
    expect(await provider.authorise(input)).toMatchObject({ status: 'failed', code: 'card_not_found' });
    await db()
      .update(sandboxSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxSessions.key, session.sessionKey));
    expect(await provider.authorise(input)).toMatchObject({ status: 'failed', code: 'session_expired' });
  });

  it('gives back at most what was paid when refunds race', async () => {
    const session = await newSession();
    const card = (await postCard(validCard(session.sessionKey))).json() as { cardIdentifier: string };
    const paid = await provider.authorise(
      paymentInput({ merchant: 'demo', returnUrl: '/basket' }, session, card, { amountPence: 1000 }),
    );
    if (paid.status !== 'authorised') throw new Error('expected an authorised payment');
    const target = { merchant: 'demo', providerTransactionId: paid.providerTransactionId };
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        provider.refund({ ...target, amountPence: 300, vendorTxCode: `race-${index}`, reason: 'Race' }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    expect(await provider.status(target)).toMatchObject({ status: 'authorised', refundedPence: 900 });
  });

  it('refuses a vendorTxCode already used for another payment', async () => {
    const session = await newSession();
    const card = (await postCard(validCard(session.sessionKey))).json() as { cardIdentifier: string };
    const input = paymentInput({ merchant: 'demo', returnUrl: '/basket' }, session, card);
    expect((await provider.authorise(input)).status).toBe('authorised');
    const other = await provider.authorise({ ...input, amountPence: 999 });
    expect(other).toMatchObject({ status: 'failed', code: 'vendor_tx_code_reused' });
  });
});

describe('with another payment provider chosen', () => {
  it('serves no sandbox pages at all', async () => {
    const stripeApp = await startTestApp({ env: { PAYMENT_PROVIDER: 'stripe' } });
    try {
      const response = await stripeApp.request({ method: 'GET', url: '/sandbox-pay/card-form.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sandbox-card');
    } finally {
      await stripeApp.close();
    }
  });
});
