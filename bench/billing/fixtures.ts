// What the billing bench and the billing kill drill share: a scratch PostgreSQL database with
// the demo client, `count` members billed on the same day with a card on file (every
// `declineEvery`-th card declines), the engine's dependencies, and the invariants read afterwards.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseEnv } from '../../apps/server/src/config/env.ts';
import { type DatabaseHandle, rowsOf } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { clients, membershipPlans } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.ts';
import type { BillingDeps } from '../../apps/server/src/modules/billing/billing-engine.ts';
import { directDebitProviderFor } from '../../apps/server/src/modules/billing/direct-debit/client-direct-debit.ts';
import { Mailer } from '../../apps/server/src/modules/mail/mailer.ts';
import { paymentProviderFor } from '../../apps/server/src/modules/payments/registry.ts';

export const START_DAY = '2026-01-10';
export const BILLING_DAY = 10;

export async function prepared(database: DatabaseHandle) {
  await migrateDatabase(database);
  await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
  const [client] = await database.db.select().from(clients).where(eq(clients.slug, 'demo'));
  if (!client) throw new Error('no demo client');
  const [plan] = await database.db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.clientId, client.id))
    .limit(1);
  if (!plan) throw new Error('no plan');
  return { client, plan };
}

/** `count` members in one statement, first due on the 10th of the month after START_DAY. */
export async function seedMembers(
  database: DatabaseHandle,
  input: { clientId: number; slug: string; planId: number; count: number; declineEvery: number },
) {
  const tag = Math.random().toString(36).slice(2, 8);
  await database.db.execute(sql`with u as (
      insert into users (client_id, reference, email, first_name, last_name, password_hash)
      select ${input.clientId}, 'B' || ${tag} || g, 'bill-' || ${tag} || '-' || g || '@example.com', 'Bill', 'Member ' || g, 'x'
      from generate_series(1, ${input.count}) g
      returning id, reference
    ), m as (
      insert into customer_memberships (client_id, user_id, plan_id, reference, starts_on, next_payment_on, billing_day, price_pence)
      select ${input.clientId}, u.id, ${input.planId}, 'BM' || u.reference, ${START_DAY}::date,
        (${START_DAY}::date + interval '1 month')::date, ${BILLING_DAY}, 1000 + (u.id % 50) * 7
      from u returning id
    ), cards as (
      insert into sandbox_cards (id, merchant, session_key, brand, last4, expiry_month, expiry_year,
        cardholder_name, behaviour, reusable, expires_at)
      select 'card_' || ${tag} || '_' || u.id, ${input.slug}, 'sess', 'visa', '4242', 12, 2030, 'Bill',
        case when u.id % ${input.declineEvery} = 0 then 'decline' else 'approve' end, 'yes', '2030-01-01'
      from u returning id
    )
    insert into payment_instructions (client_id, user_id, kind, provider, provider_token, label)
    select ${input.clientId}, u.id, 'card', 'sandbox', 'card_' || ${tag} || '_' || u.id, 'Visa ending 4242' from u`);
}

const quietLog = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

export function engineDeps(
  database: DatabaseHandle,
  clock: () => Date,
  extra: Partial<BillingDeps> = {},
): BillingDeps {
  const config = parseEnv({ NODE_ENV: 'development' });
  return {
    db: database.db,
    mailer: new Mailer({ smtpUrl: undefined, from: 'bench@example.com', log: quietLog }),
    now: clock,
    providerOf: (name) => paymentProviderFor(name, { db: database.db, config }),
    directDebitOf: (name) => directDebitProviderFor(name, config),
    warn: () => {},
    ...extra,
  };
}

/**
 * What must hold whatever was killed: no (membership, period) charged twice at the processor,
 * every period from the first due day to `lastDay` claimed (none missed), every paid charge
 * matching one processor transaction of its amount, and nothing left mid-try.
 */
export async function billingInvariants(database: DatabaseHandle, lastDay: string) {
  const [row] = await rowsOf<Record<string, number>>(
    database.db,
    sql`select
      (select count(*)::int from (
        select regexp_replace(vendor_tx_code, '-try[0-9]+$', '') as period from sandbox_transactions
        where vendor_tx_code like 'mbr-%' and status = 'authorised'
        group by 1 having count(*) > 1) d) as double_charges,
      (select count(*)::int from customer_memberships m
        where m.reference like 'BM%' and m.status = 'active' and m.next_payment_on <= ${lastDay}::date) as memberships_behind,
      (select count(*)::int from customer_memberships m
        join generate_series(${START_DAY}::date + interval '1 month', ${lastDay}::date, interval '1 month') p(day) on true
        where m.reference like 'BM%' and m.status = 'active'
          and not exists (select 1 from membership_charges ch where ch.client_id = m.client_id
            and ch.membership_id = m.id and ch.period_start = p.day::date)) as missed_periods,
      (select count(*)::int from membership_charges ch where ch.status = 'paid' and not exists (
        select 1 from sandbox_transactions t where t.id = ch.provider_transaction_id
          and t.amount_pence = ch.amount_pence and t.status = 'authorised')) as paid_without_transaction,
      (select count(*)::int from sandbox_transactions t where t.vendor_tx_code like 'mbr-%' and t.status = 'authorised'
        and not exists (select 1 from membership_charges ch where ch.provider_transaction_id = t.id and ch.status = 'paid')) as taken_not_recorded,
      (select count(*)::int from membership_charges where status = 'charging') as left_charging,
      (select count(*)::int from membership_charges where status = 'paid') as paid,
      (select count(*)::int from membership_charges where status = 'arrears') as arrears`,
  );
  return row ?? {};
}
