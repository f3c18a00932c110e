import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/index.ts';
import { useBookingKit } from '../../../test/booking-kit.test-kit.ts';
import { type BilledMember, billingDepsOf, chargesOf, takenFrom } from '../../billing/billing.test-kit.ts';
import { runBilling } from '../../billing/billing-engine.ts';
import { membershipStatus } from '../../my-account/account-memberships.ts';
import { activeMemberships } from '../memberships.repository.ts';
import { changeMembershipPlan } from './change-plan.service.ts';
import { cancelMembership, freezeMembership, membershipChangeQuote } from './changes.service.ts';
import { changePlans, membershipRow, membersOn, selfOf } from './changes.test-kit.ts';

const kit = useBookingKit();
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function subjectsTo(member: BilledMember, planNames: string[]) {
  const rows = await kit
    .db()
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, member.email)))
    .orderBy(outbox.id);
  // Without the client's name, and the plans' names without their test tag.
  return rows.map((row) =>
    planNames.reduce(
      (subject, name) => subject.replace(name, name.split(' ')[0] ?? name),
      row.subject.replace(/^[^:]+: /, ''),
    ),
  );
}

/** Whether the member holds the membership now (member prices and benefits: `status = 'active'`). */
const holdsNow = async (member: BilledMember) =>
  (
    await activeMemberships(kit.db(), {
      clientId: kit.clientId,
      userId: member.userId,
      zone: 'Europe/London',
    })
  ).length > 0;

describe('membership changes over thirteen months of billing', () => {
  it('bills a freeze, an upgrade, a downgrade and a cancellation inside the minimum term to the penny', async () => {
    const plans = await changePlans(kit);
    const [freezer, upgrader, downgrader] = await membersOn(kit, plans.standard, [
      { startsOn: '2026-01-01', billingDay: 1 },
      { startsOn: '2026-01-15', billingDay: 15 },
      { startsOn: '2026-01-10', billingDay: 10 },
    ]);
    const [canceller] = await membersOn(kit, plans.annual, [{ startsOn: '2026-01-20', billingDay: 20 }]);
    if (!freezer || !upgrader || !downgrader || !canceller) throw new Error('members missing');
    const everyone = [freezer, upgrader, downgrader, canceller];
    const clock = { now: noon('2026-01-01') };
    const { deps } = billingDepsOf(kit, clock);
    const statuses: Record<string, string> = {};
    const events: Record<string, () => Promise<unknown>> = {
      '2026-03-10': async () => {
        const quote = await membershipChangeQuote(deps, selfOf(kit, freezer), freezer.membershipId);
        expect(
          quote.freeze.options.map((option) => [option.months, option.lastDay, option.totalFee.formatted]),
        ).toEqual([
          [1, '2026-04-30', '£5.00'],
          [2, '2026-05-31', '£10.00'],
        ]);
        for (const _ of [1, 2]) {
          expect(await freezeMembership(deps, selfOf(kit, freezer), freezer.membershipId, 2)).toMatchObject({
            message: 'Frozen from 1 April 2026 until 31 May 2026.',
            effectiveOn: '2026-04-01',
          });
        }
      },
      '2026-03-25': async () => {
        const quote = await membershipChangeQuote(deps, selfOf(kit, upgrader), upgrader.membershipId);
        expect(quote.changePlan.blocked).toBeNull();
        const premium = quote.changePlan.options.find((option) => option.planId === plans.premium.id);
        // 21 of March's 31 days left: (£45 - £30) * 21 / 31 = £10.16.
        expect(premium).toMatchObject({ kind: 'upgrade', chargeNow: { amountPence: 1016 } });
        const done = await changeMembershipPlan(
          deps,
          selfOf(kit, upgrader),
          upgrader.membershipId,
          plans.premium.id,
        );
        expect(done).toMatchObject({ kind: 'upgrade', chargedNow: { amountPence: 1016 } });
      },
      '2026-04-02': async () => {
        const quote = await membershipChangeQuote(deps, selfOf(kit, canceller), canceller.membershipId);
        expect(quote.cancel.lastDay).toBe('2027-01-19');
        for (const _ of [1, 2]) {
          expect(await cancelMembership(deps, selfOf(kit, canceller), canceller.membershipId)).toMatchObject({
            message: 'Cancelling: your last day is 19 January 2027.',
          });
        }
        await expect(
          changeMembershipPlan(deps, selfOf(kit, canceller), canceller.membershipId, plans.premium.id),
        ).rejects.toMatchObject({
          statusCode: 409,
          message: 'Your membership ends on 19 January 2027: its plan cannot be changed.',
        });
      },
      '2026-04-15': async () => {
        statuses.frozenInApril = (await membershipRow(kit, freezer)).status;
        statuses.benefitsInApril = String(await holdsNow(freezer));
      },
      '2026-05-20': async () => {
        const done = await changeMembershipPlan(
          deps,
          selfOf(kit, downgrader),
          downgrader.membershipId,
          plans.basic.id,
        );
        expect(done).toMatchObject({ kind: 'downgrade', effectiveOn: '2026-06-10' });
        expect(
          await changeMembershipPlan(deps, selfOf(kit, downgrader), downgrader.membershipId, plans.basic.id),
        ).toEqual(done);
        await expect(
          changeMembershipPlan(deps, selfOf(kit, downgrader), downgrader.membershipId, plans.premium.id),
        ).rejects.toMatchObject({
          statusCode: 409,
          message: `A change to ${plans.basic.name} is already booked from 10 June 2026.`,
        });
      },
      '2026-06-02': async () => {
        statuses.afterFreeze = (await membershipRow(kit, freezer)).status;
        statuses.benefitsInJune = String(await holdsNow(freezer));
      },
      '2026-07-05': async () => {
        await expect(
          freezeMembership(deps, selfOf(kit, freezer), freezer.membershipId, 1),
        ).rejects.toMatchObject({
          statusCode: 422,
          message: 'You can freeze for at most 2 months a year.',
        });
      },
    };
    for (let day = '2026-01-01'; day <= '2027-02-28'; day = dayAfter(day)) {
      clock.now = noon(day);
      await events[day]?.();
      await runBilling(deps);
    }

    const charges = await chargesOf(kit, everyone);
    const paid = (member: BilledMember) =>
      charges
        .filter((row) => row.membershipId === member.membershipId)
        .map((row) => [
          row.periodStart,
          row.amountPence,
          row.status,
          row.changeId === null ? 'renewal' : 'change',
        ]);
    const months = (from: string, count: number, day: string) =>
      Array.from({ length: count }, (_, i) => {
        const [year = 0, month = 1] = from.split('-').map(Number);
        const at = new Date(Date.UTC(year, month - 1 + i, 1));
        return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-${day}`;
      });
    const renewals = (days: string[], pence: number) => days.map((day) => [day, pence, 'paid', 'renewal']);

    // The freeze: April and May billed the £5 fee, the rest £30; frozen (no member benefits) meanwhile.
    expect(paid(freezer)).toEqual([
      ...renewals(months('2026-02', 2, '01'), 3000),
      ...renewals(months('2026-04', 2, '01'), 500),
      ...renewals(months('2026-06', 9, '01'), 3000),
    ]);
    expect(await takenFrom(kit, freezer.cardId)).toEqual({ count: 13, pence: 11 * 3000 + 2 * 500 });
    expect(statuses).toEqual({
      frozenInApril: 'frozen',
      benefitsInApril: 'false',
      afterFreeze: 'active',
      benefitsInJune: 'true',
    });

    // The upgrade: £10.16 at once, then £45 from the next period.
    expect(paid(upgrader)).toEqual([
      ...renewals(months('2026-02', 2, '15'), 3000),
      ['2026-03-25', 1016, 'paid', 'change'],
      ...renewals(months('2026-04', 11, '15'), 4500),
    ]);
    expect(await takenFrom(kit, upgrader.cardId)).toEqual({ count: 14, pence: 2 * 3000 + 1016 + 11 * 4500 });
    expect((await membershipRow(kit, upgrader)).planId).toBe(plans.premium.id);

    // The downgrade: £30 until May, £20 (and the Basic plan) from 10 June.
    expect(paid(downgrader)).toEqual([
      ...renewals(months('2026-02', 4, '10'), 3000),
      ...renewals(months('2026-06', 9, '10'), 2000),
    ]);
    expect(await membershipRow(kit, downgrader)).toMatchObject({
      planId: plans.basic.id,
      pricePence: 2000,
      pendingPlanId: null,
    });

    // Cancelled in April inside its 12-month term: billed to the term's end, then ended.
    expect(paid(canceller)).toEqual(renewals(months('2026-02', 11, '20'), 2500));
    const cancelled = await membershipRow(kit, canceller);
    expect(cancelled).toMatchObject({ endsOn: '2027-01-19' });
    expect([membershipStatus(cancelled, '2027-01-19'), membershipStatus(cancelled, '2027-01-20')]).toEqual([
      'active',
      'ended',
    ]);

    // One mail per change, repeats included.
    const names = Object.values(plans).map((plan) => plan.name);
    expect(await subjectsTo(freezer, names)).toEqual([
      'your Standard membership is frozen from Wed, 1 Apr 2026',
    ]);
    expect(await subjectsTo(upgrader, names)).toEqual(['your membership is now Premium']);
    expect(await subjectsTo(downgrader, names)).toEqual([
      'your membership moves to Basic on Wed, 10 Jun 2026',
    ]);
    expect(await subjectsTo(canceller, names)).toEqual([
      'your Annual membership is cancelled from Tue, 19 Jan 2027',
    ]);
  }, 600_000);
});
