import type { AuthUser, MembershipArrearsPayment } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { billedMembers, billingDepsOf, cardBehaves, takenFrom } from './billing.test-kit.ts';
import { runBilling } from './billing-engine.ts';

const kit = useBookingKit();

describe('paying membership arrears from My account', () => {
  it('charges the arrears once with the card on file and restores the membership', async () => {
    const [member, other] = await billedMembers(kit, [
      { startsOn: '2026-01-12', billingDay: 12, pricePence: 3199, withCard: true },
      { startsOn: '2026-01-12', billingDay: 12, pricePence: 1000, withCard: true },
    ]);
    if (!member || !other) throw new Error('members missing');
    await cardBehaves(kit, member.cardId, 'decline');
    const clock = { now: new Date() };
    const { deps } = billingDepsOf(kit, clock);
    // The first try and its three retries, all declined: in arrears, suspended.
    for (const day of ['2026-02-12', '2026-02-15', '2026-02-19', '2026-02-26']) {
      clock.now = new Date(`${day}T12:00:00Z`);
      await runBilling(deps);
    }
    const url = `/api/my-account/memberships/${member.membershipId}/pay-arrears`;
    expect(dataOf<AuthUser>(await kit.get(member.who, '/api/auth/user')).hasMembershipArrears).toBe(true);

    // Still declining: nothing taken, still owed.
    expect(dataOf<MembershipArrearsPayment>(await kit.post(member.who, url, {}))).toEqual({
      paid: 0,
      declined: 1,
      outstandingPence: 3199,
      membershipStatus: 'suspended',
    });
    // Another customer cannot pay (or see) it.
    expect((await kit.post(other.who, url, {})).statusCode).toBe(404);

    await cardBehaves(kit, member.cardId, 'approve');
    const [first, second] = await Promise.all([kit.post(member.who, url, {}), kit.post(member.who, url, {})]);
    const answers = [first, second].map((response) => dataOf<MembershipArrearsPayment>(response));
    expect(answers.map((answer) => answer.paid).sort()).toEqual([0, 1]);
    // The one that paid owes nothing; the other may have answered while that payment was under way.
    expect(answers.find((answer) => answer.paid === 1)?.outstandingPence).toBe(0);
    expect(dataOf<MembershipArrearsPayment>(await kit.post(member.who, url, {}))).toMatchObject({
      paid: 0,
      outstandingPence: 0,
      membershipStatus: 'active',
    });
    expect(await takenFrom(kit, member.cardId)).toEqual({ count: 1, pence: 3199 });
    const user = dataOf<AuthUser>(await kit.get(member.who, '/api/auth/user'));
    expect(user).toMatchObject({ hasMembershipArrears: false, hasBillingDate: true, hasInstruction: true });
    expect(user.membershipUser).not.toBeNull();
  }, 300_000);
});
