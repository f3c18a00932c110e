import type { MembershipBilling, MembershipCardSession } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import type { TestCustomer } from '../../test/booking-kit.test-kit.ts';
import { useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { CARDS } from '../checkout/card-payment-calls.test-kit.ts';
import { billedMembers, billingDepsOf, cardBehaves, takenFrom } from './billing.test-kit.ts';
import { runBilling } from './billing-engine.ts';

const kit = useBookingKit();

/** What the hosted card page does in the browser: the card goes to the sandbox, never to /api. */
async function cardIdentifier(sessionKey: string, number: string) {
  const response = await kit.testApp.request({
    method: 'POST',
    url: '/sandbox-pay/card-identifiers',
    payload: {
      session_key: sessionKey,
      card_number: number,
      expiry: '11/31',
      security_code: '123',
      cardholder_name: 'Test Member',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { cardIdentifier: string }).cardIdentifier;
}

describe("changing a membership's card in My account", () => {
  it('keeps the new card on file without a payment; the next try charges it; only theirs', async () => {
    const [member, other] = await billedMembers(kit, [
      { startsOn: '2026-01-12', billingDay: 12, pricePence: 3500, withCard: true },
      { startsOn: '2026-01-12', billingDay: 12, pricePence: 1000, withCard: true },
    ]);
    if (!member || !other) throw new Error('members missing');
    await cardBehaves(kit, member.cardId, 'decline');
    const clock = { now: new Date('2026-02-12T12:00:00Z') };
    const { deps } = billingDepsOf(kit, clock);
    await runBilling(deps);
    const base = `/api/my-account/memberships/${member.membershipId}`;
    const change = (who: TestCustomer, body: unknown, query = '') =>
      kit.call(who, { method: 'PUT', url: `${base}/card${query}`, payload: body });
    const sessionOf = async (who: TestCustomer, query = '') =>
      dataOf<MembershipCardSession>(await kit.post(who, `${base}/card-session${query}`, {}));

    expect(dataOf<MembershipBilling>(await kit.get(member.who, `${base}/billing`)).canChangeCard).toBe(true);
    const session = await sessionOf(member.who);
    expect(session).toMatchObject({ paymentProvider: 'sandbox', mode: 'test' });

    // A card the bank refuses: nothing changes.
    const refused = await change(member.who, {
      session_key: session.sessionKey,
      card_identifier: await cardIdentifier(session.sessionKey, CARDS.decline),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'payment_declined',
      message: 'Payment was declined: your card on file is unchanged.',
    });
    // Another customer cannot open a form for it, nor put a card on it.
    expect((await kit.post(other.who, `${base}/card-session`, {})).statusCode).toBe(404);
    const card = await cardIdentifier(session.sessionKey, CARDS.approve);
    expect(
      (await change(other.who, { session_key: session.sessionKey, card_identifier: card })).statusCode,
    ).toBe(404);
    expect(
      dataOf<MembershipBilling>(await kit.get(member.who, `${base}/billing`)).paymentMethod,
    ).toMatchObject({
      label: 'Visa ending 4242',
    });

    const changed = dataOf<MembershipBilling>(
      await change(member.who, { session_key: session.sessionKey, card_identifier: card }),
    );
    expect(changed.paymentMethod).toEqual({
      kind: 'card',
      label: 'Visa ending 4242',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 11,
      expiryYear: 2031,
    });
    expect(await takenFrom(kit, card)).toEqual({ count: 0, pence: 0 });

    // The retry three days later charges the new card, not the old one.
    clock.now = new Date('2026-02-15T12:00:00Z');
    await runBilling(deps);
    expect(await takenFrom(kit, card)).toEqual({ count: 1, pence: 3500 });
    expect(await takenFrom(kit, member.cardId)).toEqual({ count: 0, pence: 0 });
    const after = dataOf<MembershipBilling>(await kit.get(member.who, `${base}/billing`));
    expect(after.history.map((charge) => [charge.status, charge.tries])).toEqual([['paid', 2]]);

    // Staff at the desk may open the form for the member.
    const staff = await kit.staff();
    const forMember = await sessionOf(staff, `?selected_user_id=${member.userId}`);
    expect(forMember.paymentProvider).toBe('sandbox');
  }, 300_000);
});
