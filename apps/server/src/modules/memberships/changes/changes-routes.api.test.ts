import type { AccountMembership, MembershipChangeDone, MembershipChangeQuote } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerMemberships, membershipChanges, outbox } from '../../../db/schema/index.ts';
import { bookingKit, useBookingKit } from '../../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../../test/test-app.test-kit.ts';
import { dayOf } from '../../timetable/calendar.ts';
import { addMonths } from './change-rules.ts';
import { changePlans, membershipRow, membersOn } from './changes.test-kit.ts';

const kit = useBookingKit();
const base = (id: number) => `/api/my-account/memberships/${id}`;

/** A member (no card) who started three months ago, billed on the 1st, on `plan`. */
async function memberOn(plan: { id: number; pricePence: number }) {
  const today = dayOf(new Date(), 'Europe/London');
  const startsOn = `${addMonths(today, -3).slice(0, 7)}-01`;
  const [member] = await membersOn(kit, plan, [{ startsOn, billingDay: 1, withCard: false }]);
  if (!member) throw new Error('no member');
  // Billing is up to date: the next period starts on the 1st of next month.
  await kit
    .db()
    .update(customerMemberships)
    .set({ nextPaymentOn: `${addMonths(today, 1).slice(0, 7)}-01` })
    .where(eq(customerMemberships.id, member.membershipId));
  return member;
}

describe('membership changes through My account', () => {
  it('quotes, refuses in the contract’s shape, and lets staff at the desk act for the customer', async () => {
    const plans = await changePlans(kit);
    const member = await memberOn(plans.standard);
    const who = member.who;
    const quote = dataOf<MembershipChangeQuote>(await kit.get(who, `${base(member.membershipId)}/changes`));
    expect(quote.freeze.options.length).toBeGreaterThan(0);
    expect(quote.cancel).toMatchObject({ blocked: null });

    // Too long a freeze: 422, the plan's limit in words.
    const tooLong = await kit.post(who, `${base(member.membershipId)}/freeze`, { months: 3 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      message: 'You can freeze for at most 2 months a year.',
      code: 'validation_failed',
      errors: { months: ['You can freeze for at most 2 months a year.'] },
    });
    // An upgrade with nothing to charge it to: 422, and nothing changed.
    const upgrade = await kit.post(who, `${base(member.membershipId)}/change-plan`, {
      planId: plans.premium.id,
    });
    expect(upgrade.statusCode).toBe(422);
    expect(upgrade.json().message).toBe(
      'Add a card for your membership payments before you upgrade: the difference is charged now.',
    );
    expect((await membershipRow(kit, member)).planId).toBe(plans.standard.id);

    // Someone else's membership, and another client's customer: 404.
    const stranger = await kit.customer();
    expect((await kit.post(stranger, `${base(member.membershipId)}/cancel`, {})).statusCode).toBe(404);
    const riverside = await bookingKit(kit.testApp, 'riverside');
    expect(
      (await riverside.get(await riverside.customer(), `${base(member.membershipId)}/changes`)).statusCode,
    ).toBe(404);
    // A customer naming another customer: 403.
    expect(
      (await kit.post(stranger, `${base(member.membershipId)}/cancel?selected_user_id=${member.userId}`, {}))
        .statusCode,
    ).toBe(403);

    // Staff at the desk cancel it for the customer: recorded as theirs, the customer mailed.
    const staff = await kit.staff();
    const cancelled = await kit.post(
      staff,
      `${base(member.membershipId)}/cancel?selected_user_id=${member.userId}`,
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    const done = dataOf<MembershipChangeDone>(cancelled);
    expect(done.message).toMatch(/^Cancelling: your last day is \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    const [change] = await kit
      .db()
      .select()
      .from(membershipChanges)
      .where(eq(membershipChanges.membershipId, member.membershipId));
    expect(change).toMatchObject({ kind: 'cancel', actedBy: staff.id, effectiveOn: done.effectiveOn });
    const mails = await kit
      .db()
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, member.email)));
    expect(mails).toHaveLength(1);

    // Cancelling blocks a freeze (409) and shows in My account.
    const frozen = await kit.post(who, `${base(member.membershipId)}/freeze`, { months: 1 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({ code: 'conflict' });
    const list = dataOf<AccountMembership[]>(await kit.get(who, '/api/my-account/memberships'));
    expect(list.find((row) => row.id === member.membershipId)).toMatchObject({ endsOn: done.effectiveOn });
  });

  it('downgrades from the next billing date and freezes, shown in My account', async () => {
    const plans = await changePlans(kit);
    const member = await memberOn(plans.standard);
    const next = (await membershipRow(kit, member)).nextPaymentOn ?? '';
    const downgrade = await kit.post(member.who, `${base(member.membershipId)}/change-plan`, {
      planId: plans.basic.id,
    });
    expect(dataOf<MembershipChangeDone>(downgrade)).toMatchObject({ kind: 'downgrade', effectiveOn: next });
    const freeze = await kit.post(member.who, `${base(member.membershipId)}/freeze`, { months: 1 });
    expect(dataOf<MembershipChangeDone>(freeze)).toMatchObject({ kind: 'freeze', effectiveOn: next });
    const list = dataOf<AccountMembership[]>(await kit.get(member.who, '/api/my-account/memberships'));
    expect(list.find((row) => row.id === member.membershipId)).toMatchObject({
      freeze: { startsOn: next },
      pendingPlan: { name: plans.basic.name, from: next, monthlyPrice: { amountPence: 2000 } },
    });
  });
});
