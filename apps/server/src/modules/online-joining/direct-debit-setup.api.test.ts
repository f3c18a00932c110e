import type {
  AccountMembership,
  AuthUser,
  DirectDebitInstruction,
  DirectDebitStart,
} from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paymentInstructions } from '../../db/schema/index.ts';
import { type BookingKit, bookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf, startTestApp, type TestApp } from '../../test/test-app.test-kit.ts';
import { billedMembers } from '../billing/billing.test-kit.ts';
import {
  type GoCardlessFake,
  startGoCardlessFake,
} from '../billing/direct-debit/test/gocardless-fake.test-kit.ts';

let fake: GoCardlessFake;
let sandboxApp: TestApp;
let goCardlessApp: TestApp;
let sandbox: BookingKit;
let gocardless: BookingKit;

beforeAll(async () => {
  fake = await startGoCardlessFake();
  // The installation default (the sandbox card provider) takes Direct Debits on the sandbox.
  sandboxApp = await startTestApp();
  goCardlessApp = await startTestApp({
    env: {
      DIRECT_DEBIT_PROVIDER: 'gocardless',
      GOCARDLESS_API_URL: fake.origin,
      GOCARDLESS_ACCESS_TOKEN: fake.accessToken,
      GOCARDLESS_WEBHOOK_SECRET: fake.webhookSecret,
    },
  });
  [sandbox, gocardless] = await Promise.all([bookingKit(sandboxApp), bookingKit(goCardlessApp)]);
});
afterAll(async () => {
  await Promise.all([sandboxApp?.close(), goCardlessApp?.close()]);
  await fake?.close();
});

const urlOf = (membershipId: number, confirm = false) =>
  `/api/online-joining/memberships/${membershipId}/direct-debit${confirm ? '/confirm' : ''}`;
const bank = {
  accountHolderName: 'Robin Banks',
  sortCode: '20-00-56',
  accountNumber: '12345678',
  soleSignatory: true,
};

const instructionsOf = (kit: BookingKit, userId: number) =>
  kit
    .db()
    .select()
    .from(paymentInstructions)
    .where(and(eq(paymentInstructions.clientId, kit.clientId), eq(paymentInstructions.userId, userId)))
    .orderBy(paymentInstructions.id);
const mailsTo = (kit: BookingKit, email: string) =>
  kit.db().select().from(outbox).where(eq(outbox.to, email));

describe('setting up a Direct Debit on the sandbox', () => {
  it('keeps the mandate in place of the card, shows its details and emails them with the Guarantee', async () => {
    const [member, other] = await billedMembers(sandbox, [
      { startsOn: '2026-11-27', billingDay: 27, pricePence: 3499, withCard: true },
      { startsOn: '2026-11-27', billingDay: 27, pricePence: 3499, withCard: false },
    ]);
    if (!member || !other) throw new Error('members missing');
    const start = await sandbox.post(member.who, urlOf(member.membershipId), {});
    expect(dataOf<DirectDebitStart>(start)).toEqual({ provider: 'sandbox', url: null, setupId: 'sandbox' });
    // Another customer's membership, details missing or malformed: refused, nothing kept.
    expect(
      (await sandbox.post(other.who, urlOf(member.membershipId, true), { bankDetails: bank })).statusCode,
    ).toBe(404);
    expect((await sandbox.post(member.who, urlOf(member.membershipId, true), {})).statusCode).toBe(422);
    const badSortCode = { bankDetails: { ...bank, sortCode: '2000' } };
    expect((await sandbox.post(member.who, urlOf(member.membershipId, true), badSortCode)).statusCode).toBe(
      422,
    );

    const confirmed = await sandbox.post(member.who, urlOf(member.membershipId, true), { bankDetails: bank });
    expect(confirmed.statusCode).toBe(200);
    const view = dataOf<DirectDebitInstruction>(confirmed);
    expect(view).toMatchObject({
      serviceUserName: sandbox.client.name,
      accountHolderName: 'Robin Banks',
      sortCode: '••-••-56',
      accountNumberEnding: '78',
      firstCollectionOn: '2026-12-27',
      amount: { amountPence: 3499, formatted: '£34.99' },
      email: member.email,
    });
    expect(view.reference).toMatch(/^DEMO-[0-9A-F]{10}$/);
    // The facts and My account say so.
    expect(dataOf<AuthUser>(await sandbox.get(member.who, '/api/auth/user')).hasInstruction).toBe(true);
    const [membership] = dataOf<AccountMembership[]>(
      await sandbox.get(member.who, '/api/my-account/memberships'),
    );
    expect(membership?.paidBy).toBe(`Direct Debit from account ending 78, reference ${view.reference}`);
    const rows = await instructionsOf(sandbox, member.userId);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['card', 'revoked'],
      ['direct_debit', 'active'],
    ]);
    expect(rows[1]).toMatchObject({
      provider: 'sandbox',
      mandateReference: view.reference,
      label: 'Direct Debit from account ending 78',
    });
    // Nothing of the account but its last 2 digits is kept.
    expect(JSON.stringify(rows)).not.toContain('12345678');
    expect(JSON.stringify(rows)).not.toContain('200056');
    const [mail] = await mailsTo(sandbox, member.email);
    expect(mail?.subject).toBe(`${sandbox.client.name}: your Direct Debit is set up`);
    for (const line of [
      'Account holder: Robin Banks',
      'Sort code: ••-••-56',
      'Account number ending: 78',
      `Reference: ${view.reference}`,
      'Amount: £34.99 each month',
      'First collection: on or just after',
      'The Direct Debit Guarantee',
      'you are entitled to a full and immediate refund',
    ]) {
      expect(mail?.text).toContain(line);
    }
  });
});

describe('setting up a Direct Debit through GoCardless', () => {
  it("sends the member to GoCardless's flow and keeps the mandate it made, once", async () => {
    const [member, other] = await billedMembers(gocardless, [
      { startsOn: '2026-11-27', billingDay: 27, pricePence: 2999, withCard: false },
      { startsOn: '2026-11-27', billingDay: 27, pricePence: 2999, withCard: false },
    ]);
    if (!member || !other) throw new Error('members missing');
    const start = dataOf<DirectDebitStart>(await gocardless.post(member.who, urlOf(member.membershipId), {}));
    expect(start).toMatchObject({
      provider: 'gocardless',
      url: expect.stringContaining(`${fake.origin}/flow/BRF`),
    });
    const early = await gocardless.post(member.who, urlOf(member.membershipId, true), {
      setupId: start.setupId,
    });
    expect(early.statusCode).toBe(409);

    // The member's browser on GoCardless's page: the details, then back to our page.
    const page = await fetch(start.url ?? '');
    expect(await page.text()).toContain('Set up a Direct Debit');
    const sent = await fetch(start.url ?? '', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account_holder_name: 'Gail Card',
        branch_code: '200000',
        account_number: '55779911',
      }),
    });
    expect(sent.headers.get('location')).toBe(
      `http://online-joining.demo.localhost:8080/membership/${member.membershipId}/direct-debit?setup=${start.setupId}`,
    );
    // Someone else's set-up is not theirs to keep.
    expect(
      (await gocardless.post(other.who, urlOf(other.membershipId, true), { setupId: start.setupId }))
        .statusCode,
    ).toBe(404);

    const body = { setupId: start.setupId };
    const view = dataOf<DirectDebitInstruction>(
      await gocardless.post(member.who, urlOf(member.membershipId, true), body),
    );
    expect(view).toMatchObject({ accountHolderName: 'Gail Card', sortCode: null, accountNumberEnding: '11' });
    expect(view.reference).toMatch(/^GC-/);
    // A reload of the return page: the same answer, no second instruction or mail.
    const again = dataOf<DirectDebitInstruction>(
      await gocardless.post(member.who, urlOf(member.membershipId, true), body),
    );
    expect(again).toEqual(view);
    expect(await instructionsOf(gocardless, member.userId)).toHaveLength(1);
    expect(await mailsTo(gocardless, member.email)).toHaveLength(1);
    expect(await instructionsOf(gocardless, other.userId)).toHaveLength(0);
  });
});
