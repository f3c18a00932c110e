import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipCharges, outbox, paymentInstructions } from '../../../db/schema/index.ts';
import { type BookingKit, bookingKit } from '../../../test/booking-kit.test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.test-kit.ts';
import { clientCommand } from '../../payments/settings/client-payments.test-kit.ts';
import { type BilledMember, billedMembers, billingDepsOf } from '../billing.test-kit.ts';
import { runBilling } from '../billing-engine.ts';
import { tryKeyOf } from '../billing-schedule.ts';
import { directDebitProviderFor } from './client-direct-debit.ts';
import { SANDBOX_FAILING_ACCOUNT, sandboxMandateOf } from './sandbox-direct-debit.ts';
import { type GoCardlessFake, startGoCardlessFake } from './test/gocardless-fake.test-kit.ts';

let fake: GoCardlessFake;
let testApp: TestApp;
let kit: BookingKit;
let riverside: BookingKit;
const WEBHOOK = '/api/payment-providers/direct-debit-webhooks/gocardless';

beforeAll(async () => {
  fake = await startGoCardlessFake();
  // The installation (the demo client) collects through GoCardless: the fake, with its keys.
  testApp = await startTestApp({
    env: {
      DIRECT_DEBIT_PROVIDER: 'gocardless',
      GOCARDLESS_API_URL: fake.origin,
      GOCARDLESS_ACCESS_TOKEN: fake.accessToken,
      GOCARDLESS_WEBHOOK_SECRET: fake.webhookSecret,
    },
  });
  [kit, riverside] = await Promise.all([bookingKit(testApp), bookingKit(testApp, 'riverside')]);
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

/** A member whose later months are paid by a GoCardless mandate set up through the hosted flow. */
async function withMandate(member: BilledMember) {
  const gocardless = directDebitProviderFor('gocardless', testApp.app.config);
  const setup = await gocardless.startMandateSetup({
    member: { email: member.email, givenName: 'Dee', familyName: 'Debit' },
    returnUrlOf: (setupId) => `https://join.demo.example/return?setup=${setupId}`,
    exitUrl: 'https://bookings.demo.example/exit',
    metadata: { user: String(member.userId) },
  });
  expect(await gocardless.mandateOf(setup.setupId)).toBeNull();
  fake.fulfil(setup.setupId, { holder: 'Dee Debit', accountNumber: '55779911' });
  const mandate = await gocardless.mandateOf(setup.setupId);
  expect(mandate).toMatchObject({ accountHolderName: 'Dee Debit', accountNumberEnding: '11' });
  expect(mandate?.metadata).toEqual({ user: String(member.userId) });
  await kit
    .db()
    .insert(paymentInstructions)
    .values({
      clientId: kit.clientId,
      userId: member.userId,
      kind: 'direct_debit',
      provider: 'gocardless',
      providerToken: mandate?.mandateId ?? '',
      label: 'Direct Debit from account ending 11',
      mandateReference: mandate?.reference ?? null,
    });
  return mandate;
}

const chargeOf = async (member: BilledMember) => {
  const [row] = await kit
    .db()
    .select()
    .from(membershipCharges)
    .where(
      and(
        eq(membershipCharges.clientId, kit.clientId),
        eq(membershipCharges.membershipId, member.membershipId),
      ),
    )
    .orderBy(membershipCharges.periodStart)
    .limit(1);
  return row;
};

const paymentsOf = (mandateId: string | undefined) =>
  fake.payments.filter((payment) => payment.mandate === mandateId);

const postWebhook = (signed: { headers: Record<string, string>; rawBody: string }, client = 'demo') =>
  testApp.request({ method: 'POST', url: WEBHOOK, client, headers: signed.headers, payload: signed.rawBody });

describe('Direct Debit collections through GoCardless', () => {
  it('creates one payment per try with its key, records the signed outcome once, and refuses forgeries', async () => {
    const [paid, failing] = await billedMembers(kit, [
      { startsOn: '2026-03-04', billingDay: 4, pricePence: 3250, withCard: false },
      { startsOn: '2026-03-04', billingDay: 4, pricePence: 1800, withCard: false },
    ]);
    if (!paid || !failing) throw new Error('members missing');
    const mandate = await withMandate(paid);
    const failingMandate = await withMandate(failing);
    const clock = { now: new Date('2026-04-04T12:00:00Z') };
    // The process dies once after GoCardless took the payment and before we recorded it.
    let crash = true;
    // One try at a time, so the crash comes before either payment is recorded.
    const { deps } = billingDepsOf(kit, clock, {
      parallelTries: 1,
      fault: (point) => {
        if (point === 'after-charge' && crash) {
          crash = false;
          throw new Error('killed');
        }
      },
    });
    await expect(runBilling(deps)).rejects.toThrow('killed');
    // After the lease, any process repeats the same key: GoCardless names the payment it made.
    clock.now = new Date('2026-04-04T12:06:00Z');
    expect(await runBilling(deps)).toMatchObject({ collecting: 2 });
    expect(paymentsOf(mandate?.mandateId)).toHaveLength(1);
    const [payment] = paymentsOf(mandate?.mandateId);
    const charge = await chargeOf(paid);
    expect(payment).toMatchObject({
      amount: 3250,
      currency: 'GBP',
      idempotencyKey: tryKeyOf({
        clientId: kit.clientId,
        membershipId: paid.membershipId,
        periodStart: '2026-04-04',
        attempt: 1,
      }),
    });
    expect(charge).toMatchObject({
      status: 'charging',
      provider: 'gocardless',
      providerTransactionId: payment?.id,
    });
    // Another pass before the bank answers takes nothing again.
    expect(await runBilling(deps)).toMatchObject({ collecting: 0, paid: 0 });

    // A forged webhook (another secret) changes nothing.
    fake.settle(payment?.id ?? '', 'confirmed');
    const forged = fake.webhook([{ paymentId: payment?.id ?? '', action: 'confirmed' }], 'not-the-secret');
    expect((await postWebhook(forged)).statusCode).toBe(400);
    expect(await chargeOf(paid)).toMatchObject({ status: 'charging' });
    expect(
      (await postWebhook({ ...forged, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(400);

    // The signed one records it; the same event again records nothing more.
    const signed = fake.webhook([{ paymentId: payment?.id ?? '', action: 'confirmed' }]);
    const first = await postWebhook(signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { received: true, recorded: 1 } });
    expect((await postWebhook(signed)).json()).toMatchObject({ data: { received: true, recorded: 0 } });
    expect(await chargeOf(paid)).toMatchObject({ status: 'paid', providerTransactionId: payment?.id });

    // A failed collection: declined, retried three days after the day it was due, the member mailed.
    const [failedPayment] = paymentsOf(failingMandate?.mandateId);
    fake.settle(failedPayment?.id ?? '', 'failed');
    const failed = fake.webhook([{ paymentId: failedPayment?.id ?? '', action: 'failed' }]);
    expect((await postWebhook(failed)).json()).toMatchObject({ data: { recorded: 1 } });
    expect((await postWebhook(failed)).json()).toMatchObject({ data: { recorded: 0 } });
    expect(await chargeOf(failing)).toMatchObject({
      status: 'due',
      failureMessage: 'Your bank did not pay the Direct Debit',
      // Midnight at the centre (London, summer time).
      nextAttemptAt: new Date('2026-04-06T23:00:00Z'),
    });
    const mails = await kit.db().select().from(outbox).where(eq(outbox.to, failing.email));
    expect(mails).toHaveLength(1);
    // The retry is a new payment with a new key, on the same mandate.
    clock.now = new Date('2026-04-07T12:00:00Z');
    await runBilling(deps);
    expect(paymentsOf(failingMandate?.mandateId).map((one) => one.idempotencyKey.slice(-4))).toEqual([
      'try1',
      'try2',
    ]);
  });

  it('finds the outcome by polling when no webhook comes', async () => {
    const [member] = await billedMembers(kit, [
      { startsOn: '2026-05-10', billingDay: 10, pricePence: 2600, withCard: false },
    ]);
    if (!member) throw new Error('member missing');
    const mandate = await withMandate(member);
    const clock = { now: new Date('2026-06-10T12:00:00Z') };
    const { deps } = billingDepsOf(kit, clock);
    // (The billing run covers every member of the database: each test looks at its own.)
    await runBilling(deps);
    const [payment] = paymentsOf(mandate?.mandateId);
    expect(await chargeOf(member)).toMatchObject({ status: 'charging', providerTransactionId: payment?.id });
    fake.settle(payment?.id ?? '', 'paid_out');
    clock.now = new Date('2026-06-11T01:00:00Z');
    await runBilling(deps);
    expect(await chargeOf(member)).toMatchObject({ status: 'paid', providerTransactionId: payment?.id });
    expect(paymentsOf(mandate?.mandateId)).toHaveLength(1);
  });

  it("checks a client's webhooks with its own sealed secret, and 404s a provider it does not use", async () => {
    const signed = fake.webhook([{ paymentId: 'PM_unknown', action: 'confirmed' }]);
    // Riverside has its own settings with no Direct Debit: 404.
    await clientCommand(testApp, ['payments', 'set', 'riverside', '--provider', 'sandbox']);
    expect((await postWebhook(signed, 'riverside')).statusCode).toBe(404);
    await clientCommand(
      testApp,
      ['payments', 'set', 'riverside', '--direct-debit', 'gocardless'],
      'gocardless-access-token=riverside_token\ngocardless-webhook-secret=riverside_secret\n',
    );
    expect((await postWebhook(signed, 'riverside')).statusCode).toBe(400);
    const own = fake.webhook([{ paymentId: 'PM_unknown', action: 'confirmed' }], 'riverside_secret');
    expect((await postWebhook(own, 'riverside')).json()).toMatchObject({ data: { recorded: 0 } });
    expect(await clientCommand(testApp, ['payments', 'show', 'riverside'])).toContain(
      'secrets: gocardless-access-token, gocardless-webhook-secret',
    );
    expect(riverside.clientId).not.toBe(kit.clientId);
  });
});

describe('the sandbox Direct Debit', () => {
  it('collects on a sandbox mandate: pending, then paid or failed on the next look', async () => {
    const [good, bad] = await billedMembers(kit, [
      { startsOn: '2026-07-02', billingDay: 2, pricePence: 1500, withCard: false },
      { startsOn: '2026-07-02', billingDay: 2, pricePence: 1500, withCard: false },
    ]);
    if (!good || !bad) throw new Error('members missing');
    for (const [member, accountNumber] of [
      [good, '12345678'],
      [bad, SANDBOX_FAILING_ACCOUNT],
    ] as const) {
      const mandate = sandboxMandateOf({ accountHolderName: 'Sam Box', sortCode: '20-00-00', accountNumber });
      await kit
        .db()
        .insert(paymentInstructions)
        .values({
          clientId: kit.clientId,
          userId: member.userId,
          kind: 'direct_debit',
          provider: 'sandbox',
          providerToken: mandate.mandateId,
          label: `Direct Debit from account ending ${mandate.accountNumberEnding}`,
          mandateReference: mandate.reference,
        });
    }
    const clock = { now: new Date('2026-08-02T12:00:00Z') };
    const { deps } = billingDepsOf(kit, clock);
    await runBilling(deps);
    expect(await chargeOf(good)).toMatchObject({ status: 'charging', provider: 'sandbox' });
    expect(await chargeOf(bad)).toMatchObject({ status: 'charging', provider: 'sandbox' });
    clock.now = new Date('2026-08-03T01:00:00Z');
    await runBilling(deps);
    expect(await chargeOf(good)).toMatchObject({ status: 'paid', provider: 'sandbox' });
    expect(await chargeOf(bad)).toMatchObject({
      status: 'due',
      failureMessage: 'Your bank did not pay the Direct Debit',
    });
  });
});
