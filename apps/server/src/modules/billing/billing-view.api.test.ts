import type { MembershipBilling } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { billedMembers, billingDepsOf, cardBehaves } from './billing.test-kit.ts';
import { runBilling } from './billing-engine.ts';

const kit = useBookingKit();

describe("a member's billing in My account", () => {
  it('shows the next payment, the card on file and the history; only to them and to staff', async () => {
    const [member, other] = await billedMembers(kit, [
      { startsOn: '2026-01-12', billingDay: 12, pricePence: 3500, withCard: true },
      { startsOn: '2026-01-12', billingDay: 12, pricePence: 1000, withCard: false },
    ]);
    if (!member || !other) throw new Error('members missing');
    const clock = { now: new Date('2026-02-12T12:00:00Z') };
    const { deps } = billingDepsOf(kit, clock);
    await runBilling(deps);
    await cardBehaves(kit, member.cardId, 'decline');
    clock.now = new Date('2026-03-12T12:00:00Z');
    await runBilling(deps);
    const url = `/api/my-account/memberships/${member.membershipId}/billing`;

    const billing = dataOf<MembershipBilling>(await kit.get(member.who, url));
    expect(billing).toMatchObject({
      membershipId: member.membershipId,
      membershipStatus: 'active',
      nextPayment: { on: '2026-04-12', amount: { amountPence: 3500, formatted: '£35.00' } },
      paymentMethod: { kind: 'card', label: 'Visa ending 4242' },
      arrears: { amountPence: 0 },
    });
    expect(billing.history).toEqual([
      {
        id: expect.any(Number),
        periodStart: '2026-03-12',
        periodEnd: '2026-04-12',
        amount: { amountPence: 3500, formatted: '£35.00' },
        status: 'retrying',
        tries: 1,
        paidAt: null,
        failureReason: 'Payment was declined',
        nextTryOn: '2026-03-15',
      },
      {
        id: expect.any(Number),
        periodStart: '2026-02-12',
        periodEnd: '2026-03-12',
        amount: { amountPence: 3500, formatted: '£35.00' },
        status: 'paid',
        tries: 1,
        paidAt: '2026-02-12T12:00:00.000Z',
        failureReason: null,
        nextTryOn: null,
      },
    ]);

    // The member without a card: no payment method, and after the last retry, arrears.
    for (const day of ['2026-03-15', '2026-03-19', '2026-03-26']) {
      clock.now = new Date(`${day}T12:00:00Z`);
      await runBilling(deps);
    }
    const owing = dataOf<MembershipBilling>(
      await kit.get(other.who, `/api/my-account/memberships/${other.membershipId}/billing`),
    );
    expect(owing).toMatchObject({
      membershipStatus: 'suspended',
      nextPayment: null,
      paymentMethod: null,
      arrears: { amountPence: 2000, formatted: '£20.00' },
    });
    expect(owing.history.map((charge) => [charge.periodStart, charge.status, charge.tries])).toEqual([
      ['2026-03-12', 'arrears', 4],
      ['2026-02-12', 'arrears', 4],
    ]);

    // Another customer cannot see it; staff at the desk acting for the member can.
    expect((await kit.get(other.who, url)).statusCode).toBe(404);
    const staff = await kit.staff();
    const forMember = dataOf<MembershipBilling>(
      await kit.get(staff, `${url}?selected_user_id=${member.userId}`),
    );
    expect(forMember.history).toHaveLength(2);
    expect((await kit.get(staff, `${url}?selected_user_id=${other.userId}`)).statusCode).toBe(404);
  }, 300_000);
});
