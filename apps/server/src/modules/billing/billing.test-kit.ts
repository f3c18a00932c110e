import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  customerMemberships,
  membershipCharges,
  membershipPlans,
  paymentInstructions,
  sandboxCards,
} from '../../db/schema/index.ts';
import type { BookingKit, TestCustomer } from '../../test/booking-kit.test-kit.ts';
import { paymentProviderFor } from '../payments/registry.ts';
import type { BillingDeps } from './billing-engine.ts';
import { nextBillingDay } from './billing-schedule.ts';
import { clientDirectDebitOf } from './direct-debit/client-direct-debit.ts';

export interface BilledMember {
  who: TestCustomer;
  userId: number;
  email: string;
  membershipId: number;
  cardId: string | null;
  pricePence: number;
  billingDay: number;
}

/** A clock the test moves by hand, and the engine's dependencies on the kit's app. */
export function billingDepsOf(kit: BookingKit, clock: { now: Date }, overrides: Partial<BillingDeps> = {}) {
  const warnings: string[] = [];
  const { app } = kit.testApp;
  const deps: BillingDeps = {
    db: kit.db(),
    mailer: app.mailer,
    now: () => clock.now,
    providerOf: (name) => paymentProviderFor(name, { db: kit.db(), config: app.config }),
    directDebitOf: async (name, clientId) =>
      (await clientDirectDebitOf({ db: kit.db(), config: app.config }, clientId)).providerOf(name),
    warn: (message) => warnings.push(message),
    ...overrides,
  };
  return { deps, warnings };
}

/**
 * Members of the kit's client who started on `startsOn` with a card on file (a sandbox card kept
 * for reuse, the instruction naming it) unless `withCard` is false.
 */
export async function billedMembers(
  kit: BookingKit,
  specs: { startsOn: string; billingDay: number; pricePence: number; withCard: boolean }[],
): Promise<BilledMember[]> {
  const db = kit.db();
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.clientId, kit.clientId))
    .limit(1);
  if (!plan) throw new Error('no plan');
  const people = await kit.customers(specs.length);
  const tag = Math.random().toString(36).slice(2, 8);
  const members: BilledMember[] = [];
  for (const [i, spec] of specs.entries()) {
    const who = people[i];
    if (!who) throw new Error('no customer');
    const [membership] = await db
      .insert(customerMemberships)
      .values({
        clientId: kit.clientId,
        userId: who.id,
        planId: plan.id,
        reference: `BILL-${tag}-${i}`,
        startsOn: spec.startsOn,
        nextPaymentOn: nextBillingDay(spec.startsOn, spec.billingDay),
        billingDay: spec.billingDay,
        pricePence: spec.pricePence,
      })
      .returning({ id: customerMemberships.id });
    const cardId = spec.withCard ? `card_bill_${tag}_${i}` : null;
    if (cardId) {
      await db.insert(sandboxCards).values({
        id: cardId,
        merchant: kit.client.slug,
        sessionKey: `sess_bill_${tag}_${i}`,
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        cardholderName: 'Test Member',
        behaviour: 'approve',
        reusable: 'yes',
        expiresAt: new Date('2030-01-01T00:00:00Z'),
      });
      await db.insert(paymentInstructions).values({
        clientId: kit.clientId,
        userId: who.id,
        kind: 'card',
        provider: 'sandbox',
        providerToken: cardId,
        label: 'Visa ending 4242',
      });
    }
    members.push({
      who,
      userId: who.id,
      email: who.email,
      membershipId: membership?.id ?? 0,
      cardId,
      pricePence: spec.pricePence,
      billingDay: spec.billingDay,
    });
  }
  return members;
}

/** The bank's side: the card starts to decline, or works again. */
export async function cardBehaves(kit: BookingKit, cardId: string | null, behaviour: 'approve' | 'decline') {
  if (!cardId) throw new Error('no card');
  await kit.db().update(sandboxCards).set({ behaviour }).where(eq(sandboxCards.id, cardId));
}

export async function chargesOf(kit: BookingKit, members: BilledMember[]) {
  return kit
    .db()
    .select()
    .from(membershipCharges)
    .where(
      and(
        eq(membershipCharges.clientId, kit.clientId),
        inArray(
          membershipCharges.membershipId,
          members.map((member) => member.membershipId),
        ),
      ),
    )
    .orderBy(membershipCharges.membershipId, membershipCharges.periodStart);
}

/** What the sandbox processor took from each card: authorised transactions, count and pence. */
export async function takenFrom(kit: BookingKit, cardId: string | null) {
  const rows = await kit.db().execute(
    sql`select count(*)::int as count, coalesce(sum(amount_pence), 0)::int as pence
      from sandbox_transactions where card_id = ${cardId ?? ''} and status = 'authorised'`,
  );
  const [row] = (rows as unknown as { rows: { count: number; pence: number }[] }).rows;
  return row ?? { count: 0, pence: 0 };
}

/** The first days of the periods from the first due one up to and including `last`. */
export function periodsUpTo(member: { billingDay: number }, startsOn: string, last: string): string[] {
  const days: string[] = [];
  for (
    let day = nextBillingDay(startsOn, member.billingDay);
    day <= last;
    day = nextBillingDay(day, member.billingDay)
  ) {
    days.push(day);
  }
  return days;
}
