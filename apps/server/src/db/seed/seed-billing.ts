import { sql } from 'drizzle-orm';
import { billingMail } from '../../modules/billing/billing-mail.ts';
import { nextBillingDay, RETRY_AFTER_DAYS, tryKeyOf } from '../../modules/billing/billing-schedule.ts';
import { DECLINED_MESSAGE } from '../../modules/payments/sandbox/sandbox-authorise.ts';
import { rowsOf, type Transaction } from '../client.ts';
import {
  clients,
  customerMemberships,
  membershipCharges,
  membershipPlans,
  outbox,
  paymentInstructions,
  sandboxCards,
  sandboxTransactions,
  users,
} from '../schema/index.ts';
import type { ClientSeed, HoldingSeed } from './types.ts';
import { addDaysToDay, dayInZone, instantAt } from './zoned-time.ts';

type Payment = NonNullable<NonNullable<HoldingSeed['membership']>['payment']>;

interface SeededMembership {
  clientId: number;
  slug: string;
  clientName: string;
  currencyCode: string;
  currencySymbol: string;
  zone: string;
  id: number;
  userId: number;
  email: string;
  firstName: string;
  planName: string;
  startsOn: string;
  nextPaymentOn: string;
  pricePence: number;
  charges: number;
}

/**
 * The demo members' payment cards and billing history: a sandbox card kept on file as their live
 * payment instruction (so the billing run charges them like any member), and the renewals since
 * they joined, paid, or the last one declined and retried (with the mails each step sent), or in
 * arrears with the membership suspended. Safe on every start: a card and instruction are added
 * when missing, the history only to a membership that has no renewals yet.
 */
export async function seedClientBilling(tx: Transaction, seed: ClientSeed, today: Date): Promise<void> {
  for (const holding of seed.holdings ?? []) {
    const payment = holding.membership?.payment;
    if (!holding.membership || !payment) continue;
    const membership = await membershipOf(tx, seed.client.slug, holding.membership.reference);
    if (!membership) continue;
    const cardId = `card_demo_${seed.client.slug}_${holding.membership.reference.toLowerCase()}`;
    await keepCardOnFile(tx, membership, cardId, payment, today);
    if (membership.charges > 0) continue;
    await seedHistory(tx, membership, cardId, payment.state, dayInZone(today, membership.zone));
  }
}

async function membershipOf(tx: Transaction, slug: string, reference: string) {
  const [row] = await rowsOf<SeededMembership>(
    tx,
    sql`select c.id as "clientId", c.slug, c.name as "clientName", c.currency_code as "currencyCode",
        c.currency_symbol as "currencySymbol", c.timezone as zone, m.id, m.user_id as "userId",
        u.email, u.first_name as "firstName", p.name as "planName", m.starts_on::text as "startsOn",
        m.next_payment_on::text as "nextPaymentOn", coalesce(m.price_pence, p.price_pence) as "pricePence",
        (select count(*)::int from ${membershipCharges} ch
          where ch.client_id = m.client_id and ch.membership_id = m.id) as charges
      from ${customerMemberships} m
      join ${clients} c on c.id = m.client_id
      join ${users} u on u.client_id = m.client_id and u.id = m.user_id
      join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
      where c.slug = ${slug} and m.reference = ${reference}`,
  );
  return row;
}

async function keepCardOnFile(
  tx: Transaction,
  membership: SeededMembership,
  cardId: string,
  payment: Payment,
  today: Date,
) {
  const expiryYear = today.getUTCFullYear() + 3;
  // A card that declined while it was retried works again now, so its arrears can be paid in the demo.
  const behaviour = payment.state === 'retrying' ? 'decline' : 'approve';
  await tx
    .insert(sandboxCards)
    .values({
      id: cardId,
      merchant: membership.slug,
      sessionKey: `sess_${cardId}`,
      brand: payment.card.brand,
      last4: payment.card.last4,
      expiryMonth: 8,
      expiryYear,
      cardholderName: membership.firstName,
      behaviour,
      reusable: 'yes',
      expiresAt: new Date(Date.UTC(expiryYear, 8, 1)),
    })
    .onConflictDoNothing();
  await tx.execute(sql`insert into ${paymentInstructions} (client_id, user_id, kind, provider, provider_token, label,
      card_brand, card_last4, card_expiry_month, card_expiry_year)
    select ${membership.clientId}, ${membership.userId}, 'card', 'sandbox', ${cardId},
      ${`${brandName(payment.card.brand)} ending ${payment.card.last4}`},
      ${payment.card.brand}, ${payment.card.last4}, 8, ${expiryYear}
    where not exists (select 1 from ${paymentInstructions}
      where client_id = ${membership.clientId} and user_id = ${membership.userId} and status = 'active')`);
}

const brandName = (brand: string) =>
  brand === 'mastercard' ? 'Mastercard' : brand === 'amex' ? 'American Express' : 'Visa';

/** The renewals since joining (the first month was paid at joining): paid, and the last as `state` says. */
async function seedHistory(
  tx: Transaction,
  membership: SeededMembership,
  cardId: string,
  state: Payment['state'],
  day: string,
) {
  const billingDay = Number(membership.startsOn.slice(8, 10));
  const periods: string[] = [];
  for (let start = nextBillingDay(membership.startsOn, billingDay); start <= day; ) {
    periods.push(start);
    start = nextBillingDay(start, billingDay);
  }
  const failing = state === 'paid' ? undefined : periods.pop();
  for (const periodStart of periods) {
    await seedTry(tx, membership, cardId, { periodStart, billingDay, attempt: 1, paid: true });
  }
  if (!failing) return;
  const failedTries =
    state === 'suspended'
      ? RETRY_AFTER_DAYS.length + 1
      : 1 + RETRY_AFTER_DAYS.filter((after) => addDaysToDay(failing, after, membership.zone) <= day).length;
  for (let attempt = 1; attempt <= failedTries; attempt += 1) {
    await seedTry(tx, membership, cardId, { periodStart: failing, billingDay, attempt, paid: false });
  }
  const periodEnd = nextBillingDay(failing, billingDay);
  const isArrears = failedTries > RETRY_AFTER_DAYS.length;
  const retryDay = isArrears
    ? null
    : addDaysToDay(failing, RETRY_AFTER_DAYS[failedTries - 1] ?? 14, membership.zone);
  await tx.insert(membershipCharges).values({
    clientId: membership.clientId,
    membershipId: membership.id,
    userId: membership.userId,
    periodStart: failing,
    periodEnd,
    amountPence: membership.pricePence,
    status: isArrears ? 'arrears' : 'due',
    attempt: failedTries,
    nextAttemptAt: retryDay ? instantAt(retryDay, '00:00', membership.zone) : null,
    provider: 'sandbox',
    failureMessage: DECLINED_MESSAGE,
  });
  await tx.execute(sql`update ${customerMemberships}
    set next_payment_on = ${periodEnd}::date, status = ${isArrears ? 'suspended' : 'active'}
    where client_id = ${membership.clientId} and id = ${membership.id}`);
}

/** One try of a renewal at the sandbox processor, its charge row when paid, and its mail when declined. */
async function seedTry(
  tx: Transaction,
  membership: SeededMembership,
  cardId: string,
  input: { periodStart: string; billingDay: number; attempt: number; paid: boolean },
) {
  const triedOn =
    input.attempt === 1
      ? input.periodStart
      : addDaysToDay(input.periodStart, RETRY_AFTER_DAYS[input.attempt - 2] ?? 14, membership.zone);
  const at = instantAt(triedOn, '06:00', membership.zone);
  const id = `tx_demo_${membership.clientId}_${membership.id}_${input.periodStart}_${input.attempt}`;
  const vendorTxCode = tryKeyOf({ clientId: membership.clientId, membershipId: membership.id, ...input });
  const offSession = input.paid
    ? { status: 'paid', providerTransactionId: id }
    : { status: 'declined', message: DECLINED_MESSAGE, code: 'card_declined', providerTransactionId: id };
  await tx
    .insert(sandboxTransactions)
    .values({
      id,
      merchant: membership.slug,
      vendorTxCode,
      cardId,
      amountPence: membership.pricePence,
      currency: membership.currencyCode,
      status: input.paid ? 'authorised' : 'declined',
      details: { offSession, description: `Membership ${input.periodStart}` },
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
  if (input.paid) {
    await tx.insert(membershipCharges).values({
      clientId: membership.clientId,
      membershipId: membership.id,
      userId: membership.userId,
      periodStart: input.periodStart,
      periodEnd: nextBillingDay(input.periodStart, input.billingDay),
      amountPence: membership.pricePence,
      status: 'paid',
      attempt: 1,
      provider: 'sandbox',
      providerTransactionId: id,
      paidAt: at,
      createdAt: at,
    });
    return;
  }
  const retryAfter = RETRY_AFTER_DAYS[input.attempt - 1];
  const mail = billingMail(membership, {
    clientName: membership.clientName,
    currencySymbol: membership.currencySymbol,
    periodStart: input.periodStart,
    amountPence: membership.pricePence,
    reason: DECLINED_MESSAGE,
    step:
      retryAfter === undefined
        ? { kind: 'suspended' }
        : { kind: 'retry', retryOn: addDaysToDay(input.periodStart, retryAfter, membership.zone) },
  });
  await tx
    .insert(outbox)
    .values({ clientId: membership.clientId, to: membership.email, ...mail, createdAt: at, sentAt: at });
}
