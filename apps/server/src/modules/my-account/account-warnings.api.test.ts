import type { AccountDashboard, AccountMembership, AuthUser } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPenalties, membershipPlans, users } from '../../db/schema/index.ts';
import { seedDemoCompliance } from '../../db/seed/seed-compliance.ts';
import { type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { accountWarningsOf, complianceOf } from '../compliance/compliance.ts';
import { addDaysTo, dayOf } from '../timetable/calendar.ts';
import { addDocument, givePenalty, joinPlan } from './account.test-kit.ts';

const kit = useBookingKit();

const STUDENT = 'student-gym';
const PROOF = 'Proof of student status';
const day = (days: number) => addDaysTo(dayOf(new Date(), kit.client.timezone), days, kit.client.timezone);

const warningsOf = async (who: TestCustomer) => {
  const response = await kit.get(who, '/api/my-account/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AccountDashboard>(response).warnings;
};
const authUserOf = async (who: TestCustomer) => dataOf<AuthUser>(await kit.get(who, '/api/auth/user'));
const flagsOf = async (who: TestCustomer) => {
  const { hasOutstandingPenalties, documentExpiry, membershipDocumentUploadRequired } = await authUserOf(who);
  return { hasOutstandingPenalties, documentExpiry, membershipDocumentUploadRequired };
};

/** A Student Gym member whose only document expires on `expiresOn` (null: never). */
async function studentWithDocument(expiresOn: string | null) {
  const who = await kit.customer();
  await joinPlan(kit, who, { plan: STUDENT });
  await addDocument(kit, who, { expiresOn });
  return who;
}

describe('account warnings', () => {
  it('are none for a member with nothing owed and no document asked for', async () => {
    const who = await kit.customer();
    await joinPlan(kit, who);
    await givePenalty(kit, who, { settled: true });
    expect(await warningsOf(who)).toEqual([]);
    expect(await flagsOf(who)).toEqual({
      hasOutstandingPenalties: false,
      documentExpiry: null,
      membershipDocumentUploadRequired: false,
    });
  });

  it('say what is owed in outstanding penalties, to be paid at reception', async () => {
    const who = await kit.customer();
    await givePenalty(kit, who);
    await givePenalty(kit, who, { pence: 2000, settled: true });
    expect(await warningsOf(who)).toEqual([
      {
        kind: 'outstanding_penalties',
        message: 'You have an outstanding penalty of £5.00. Please pay it at reception.',
        daysLeft: null,
      },
    ]);
    expect((await flagsOf(who)).hasOutstandingPenalties).toBe(true);

    await givePenalty(kit, who, { pence: 750, reason: 'damage' });
    const [warning] = await warningsOf(who);
    expect(warning?.message).toBe(
      'You have 2 outstanding penalties totalling £12.50. Please pay them at reception.',
    );
  });

  it('ask a member to upload the document their plan needs, until a valid one is held', async () => {
    const who = await kit.customer();
    const membershipId = await joinPlan(kit, who, { plan: STUDENT });
    // An ended and a future membership of the same plan ask for nothing.
    await joinPlan(kit, who, { plan: STUDENT, startsOn: day(-400), endsOn: day(-40) });
    await joinPlan(kit, who, { plan: STUDENT, startsOn: day(20) });
    const required = {
      kind: 'document_upload_required',
      message: `Your Student Gym membership needs ${PROOF}. Please upload it.`,
      daysLeft: null,
    };
    expect(await warningsOf(who)).toEqual([required]);
    expect(await flagsOf(who)).toEqual({
      hasOutstandingPenalties: false,
      documentExpiry: null,
      membershipDocumentUploadRequired: true,
    });
    const memberships = dataOf<AccountMembership[]>(await kit.get(who, '/api/my-account/memberships'));
    expect(memberships.map((row) => [row.status, row.requiredDocument?.state ?? null])).toEqual([
      ['future', null],
      ['active', 'upload_required'],
      ['ended', null],
    ]);
    expect(memberships.find((row) => row.id === membershipId)?.requiredDocument).toEqual({
      kind: PROOF,
      state: 'upload_required',
      expiresOn: null,
      daysLeft: null,
    });

    // Rejected, expired and other kinds of document do not count.
    await addDocument(kit, who, { status: 'rejected' });
    await addDocument(kit, who, { expiresOn: day(-1) });
    await addDocument(kit, who, { kind: 'Passport' });
    expect(await warningsOf(who)).toEqual([required]);

    await addDocument(kit, who, { expiresOn: null, status: 'approved' });
    expect(await warningsOf(who)).toEqual([]);
    expect(await flagsOf(who)).toEqual({
      hasOutstandingPenalties: false,
      documentExpiry: { documentExpiringSoon: false, daysToExpiry: null },
      membershipDocumentUploadRequired: false,
    });
  });

  it('warn from 30 days before the document expires, to its last day', async () => {
    const cases: [number, string | null][] = [
      [0, `Your ${PROOF} expires today. Please upload a new one.`],
      [1, `Your ${PROOF} expires tomorrow. Please upload a new one.`],
      [12, `Your ${PROOF} expires in 12 days. Please upload a new one.`],
      [30, `Your ${PROOF} expires in 30 days. Please upload a new one.`],
      [31, null],
    ];
    for (const [days, message] of cases) {
      const who = await studentWithDocument(day(days));
      const warnings = await warningsOf(who);
      expect(warnings, `${days} days`).toEqual(
        message ? [{ kind: 'document_expiring', message, daysLeft: days }] : [],
      );
      expect((await flagsOf(who)).documentExpiry, `${days} days`).toEqual({
        documentExpiringSoon: days <= 30,
        daysToExpiry: days,
      });
    }
  });

  it('judge by the best valid document: the one lasting longest', async () => {
    const who = await studentWithDocument(day(5));
    await addDocument(kit, who, { expiresOn: day(200) });
    await addDocument(kit, who, { expiresOn: day(400), status: 'rejected' });
    expect(await warningsOf(who)).toEqual([]);
    const memberships = dataOf<AccountMembership[]>(await kit.get(who, '/api/my-account/memberships'));
    expect(memberships[0]?.requiredDocument).toEqual({
      kind: PROOF,
      state: 'valid',
      expiresOn: day(200),
      daysLeft: 200,
    });
  });

  it('put penalties before documents, each once', async () => {
    const who = await kit.customer();
    await joinPlan(kit, who, { plan: STUDENT });
    await joinPlan(kit, who, { plan: STUDENT });
    await givePenalty(kit, who);
    expect((await warningsOf(who)).map((warning) => warning.kind)).toEqual([
      'outstanding_penalties',
      'document_upload_required',
    ]);
    expect(await flagsOf(who)).toMatchObject({
      hasOutstandingPenalties: true,
      membershipDocumentUploadRequired: true,
    });
  });
});

describe('the demo data', () => {
  const demoWarnings = async (email: string) => {
    const [user] = await kit
      .db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, kit.clientId), eq(users.email, email)));
    if (!user) throw new Error(`no ${email}`);
    const compliance = await complianceOf(kit.db(), {
      clientId: kit.clientId,
      userId: user.id,
      today: day(0),
    });
    return accountWarningsOf(compliance, '£').map((warning) => warning.message);
  };

  it('has a Student Gym plan, a penalty on the demo customer and none on the demo member, once', async () => {
    expect(await demoWarnings('customer@demo.test')).toEqual([
      'You have an outstanding penalty of £5.00. Please pay it at reception.',
    ]);
    expect(await demoWarnings('member@demo.test')).toEqual([]);
    const [plan] = await kit
      .db()
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clientId, kit.clientId), eq(membershipPlans.slug, STUDENT)));
    expect(plan).toMatchObject({ name: 'Student Gym', requiredDocument: PROOF, isOnlineJoinable: true });

    await kit.db().transaction((tx) => seedDemoCompliance(tx));
    const penalties = await kit
      .db()
      .select()
      .from(customerPenalties)
      .where(eq(customerPenalties.clientId, kit.clientId));
    expect(penalties.filter((row) => row.description.startsWith('No-show: Spin class'))).toHaveLength(1);
    expect(await demoWarnings('customer@demo.test')).toHaveLength(1);
  });
});
