import type { AccountDashboard, AuthUser } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerMemberships, outbox } from '../../db/schema/index.ts';
import { useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { payArrears } from './arrears.ts';
import {
  type BilledMember,
  billedMembers,
  billingDepsOf,
  cardBehaves,
  chargesOf,
  periodsUpTo,
  takenFrom,
} from './billing.test-kit.ts';
import { runBilling } from './billing-engine.ts';

const kit = useBookingKit();
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function statusOf(member: BilledMember) {
  const [row] = await kit
    .db()
    .select({ status: customerMemberships.status, next: customerMemberships.nextPaymentOn })
    .from(customerMemberships)
    .where(
      and(eq(customerMemberships.clientId, kit.clientId), eq(customerMemberships.id, member.membershipId)),
    );
  return row;
}

async function subjectsTo(member: BilledMember) {
  const rows = await kit
    .db()
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, member.email)))
    .orderBy(outbox.id);
  // Without the client's and the plan's names.
  return rows.map((row) =>
    row.subject.replace(/^[^:]+: /, '').replace(/your .+ (payment|membership)/, 'your $1'),
  );
}

describe('membership billing over thirteen months', () => {
  it('charges each period once, to the penny, retries, suspends, and restores on paying the arrears', async () => {
    const start = '2026-01-01';
    const last = '2027-02-28';
    const [always, lastDay, wobbly, lapsing, cardless, free] = await billedMembers(kit, [
      { startsOn: '2026-01-01', billingDay: 1, pricePence: 2999, withCard: true },
      { startsOn: '2026-01-31', billingDay: 31, pricePence: 3450, withCard: true },
      { startsOn: '2026-01-15', billingDay: 15, pricePence: 1999, withCard: true },
      { startsOn: '2026-01-10', billingDay: 10, pricePence: 4500, withCard: true },
      { startsOn: '2026-01-05', billingDay: 5, pricePence: 2500, withCard: false },
      { startsOn: '2026-01-20', billingDay: 20, pricePence: 0, withCard: false },
    ]);
    if (!always || !lastDay || !wobbly || !lapsing || !cardless || !free) throw new Error('members missing');
    const everyone = [always, lastDay, wobbly, lapsing, cardless, free];
    const clock = { now: noon(start) };
    const { deps } = billingDepsOf(kit, clock);
    // What happens at the bank on given days, before that day's run.
    const events: Record<string, () => Promise<unknown>> = {
      '2026-04-14': () => cardBehaves(kit, wobbly.cardId, 'decline'),
      '2026-04-17': () => cardBehaves(kit, wobbly.cardId, 'approve'),
      '2026-06-01': () => cardBehaves(kit, lapsing.cardId, 'decline'),
      '2026-08-20': async () => {
        await cardBehaves(kit, lapsing.cardId, 'approve');
        const paid = await payArrears(deps, {
          clientId: kit.clientId,
          userId: lapsing.userId,
          membershipId: lapsing.membershipId,
        });
        expect(paid).toMatchObject({ paid: 1 });
      },
    };
    const suspendedOn: Record<number, string> = {};
    for (let day = start; day <= last; day = dayAfter(day)) {
      clock.now = noon(day);
      await events[day]?.();
      await runBilling(deps);
      for (const member of everyone) {
        if (
          suspendedOn[member.membershipId] === undefined &&
          (await statusOf(member))?.status === 'suspended'
        ) {
          suspendedOn[member.membershipId] = day;
        }
      }
    }

    const charges = await chargesOf(kit, everyone);
    const of = (member: BilledMember) => charges.filter((row) => row.membershipId === member.membershipId);
    const paidPeriods = (member: BilledMember) =>
      of(member)
        .filter((row) => row.status === 'paid')
        .map((row) => [row.periodStart, row.amountPence]);

    // Always paid: thirteen periods each, at the member's own price, on their billing day.
    for (const member of [always, lastDay, wobbly]) {
      const expected = periodsUpTo(
        member,
        member === always ? '2026-01-01' : member === lastDay ? '2026-01-31' : '2026-01-15',
        last,
      );
      expect(expected).toHaveLength(13);
      expect(paidPeriods(member)).toEqual(expected.map((day) => [day, member.pricePence]));
      expect(await takenFrom(kit, member.cardId)).toEqual({ count: 13, pence: 13 * member.pricePence });
    }
    expect(
      of(lastDay)
        .map((row) => row.periodStart)
        .slice(0, 4),
    ).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    // The wobbly card: April's first try declined, the retry three days later paid.
    expect(of(wobbly).find((row) => row.periodStart === '2026-04-15')).toMatchObject({
      status: 'paid',
      attempt: 2,
    });
    expect(await subjectsTo(wobbly)).toEqual(['we could not take your payment']);

    // The lapsing member: June failed four times, suspended on the last retry (14 days on); not
    // billed while suspended; paid the arrears on 20 August, active again and billed from 10 September.
    expect(suspendedOn[lapsing.membershipId]).toBe('2026-06-24');
    expect(paidPeriods(lapsing)).toEqual(
      [
        '2026-02-10',
        '2026-03-10',
        '2026-04-10',
        '2026-05-10',
        '2026-06-10',
        '2026-09-10',
        '2026-10-10',
        '2026-11-10',
        '2026-12-10',
        '2027-01-10',
        '2027-02-10',
      ].map((day) => [day, 4500]),
    );
    expect(of(lapsing)).toHaveLength(11);
    expect(await takenFrom(kit, lapsing.cardId)).toEqual({ count: 11, pence: 11 * 4500 });
    expect(await statusOf(lapsing)).toEqual({ status: 'active', next: '2027-03-10' });

    // No card on file: February's charge went to arrears after three retries and stays owed.
    expect(suspendedOn[cardless.membershipId]).toBe('2026-02-19');
    expect(of(cardless).map((row) => [row.periodStart, row.status, row.attempt])).toEqual([
      ['2026-02-05', 'arrears', 4],
    ]);
    expect(await subjectsTo(cardless)).toEqual([
      'we could not take your payment',
      'we could not take your payment',
      'we could not take your payment',
      'your membership is suspended',
    ]);
    // A suspended membership gives no member prices or benefits: it is not held.
    expect(
      await activeMemberships(kit.db(), {
        clientId: kit.clientId,
        userId: cardless.userId,
        zone: 'Europe/London',
      }),
    ).toEqual([]);

    // The logged-in user's flags and the dashboard say so; a member paying by card has an instruction.
    const cardlessUser = dataOf<AuthUser>(await kit.get(cardless.who, '/api/auth/user'));
    expect(cardlessUser).toMatchObject({
      hasInstruction: false,
      hasBillingDate: true,
      hasMembershipArrears: true,
      membershipUser: null,
    });
    const dashboard = dataOf<AccountDashboard>(await kit.get(cardless.who, '/api/my-account/dashboard'));
    expect(dashboard.warnings[0]).toEqual({
      kind: 'membership_arrears',
      message:
        'Your membership is suspended: £25.00 of membership payments is overdue. Pay it to restore your membership.',
      daysLeft: null,
    });
    expect(dataOf<AuthUser>(await kit.get(always.who, '/api/auth/user'))).toMatchObject({
      hasInstruction: true,
      hasBillingDate: true,
      hasMembershipArrears: false,
    });

    // A free plan moves on without charges.
    expect(of(free)).toEqual([]);
    expect((await statusOf(free))?.next).toBe('2027-03-20');

    // Never two charges of a period.
    const keys = charges.map((row) => `${row.membershipId}/${row.periodStart}`);
    expect(new Set(keys).size).toBe(keys.length);
  }, 600_000);
});
