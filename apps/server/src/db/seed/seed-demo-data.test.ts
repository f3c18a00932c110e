import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password.ts';
import { creditBalances } from '../../modules/credits/credit-balances.ts';
import { type DatabaseHandle, openDatabase, rowsOf } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import {
  activities,
  activityQuestions,
  adHocSlots,
  classOccurrences,
  clients,
  creditLedger,
  customerMemberships,
  customerPackages,
  discountCodes,
  membershipCharges,
  membershipPlanBenefitActivities,
  membershipPlanBenefits,
  membershipPlans,
  outbox,
  paymentInstructions,
  users,
  venues,
} from '../schema/index.ts';
import { type SeedResult, seedDemoData } from './seed-demo-data.ts';

// A Wednesday four days before the clocks go forward (Sunday 29 March 2026).
const today = new Date('2026-03-25T10:00:00Z');

describe('seedDemoData', () => {
  let handle: DatabaseHandle;
  let first: SeedResult;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrateDatabase(handle);
    first = await seedDemoData(handle.db, { today });
  }, 60_000);
  afterAll(() => handle?.close());

  const clientId = async (slug: string) => {
    const [row] = await handle.db.select().from(clients).where(eq(clients.slug, slug));
    if (!row) throw new Error(`no client ${slug}`);
    return row;
  };
  const countOf = async (table: typeof venues | typeof users, slug: string) => {
    const { id } = await clientId(slug);
    const [row] = await handle.db.select({ n: count() }).from(table).where(eq(table.clientId, id));
    return row?.n ?? 0;
  };

  it('gives the demo customer two children, aged 6 and 11, once', async () => {
    await seedDemoData(handle.db, { today });
    const children = await rowsOf<{ first_name: string; date_of_birth: string; email: string | null }>(
      handle.db,
      sql`select u.first_name, u.date_of_birth::text, u.email from household_links l
        join users u on u.client_id = l.client_id and u.id = l.member_user_id
        join users h on h.client_id = l.client_id and h.id = l.holder_user_id
        where h.email = 'customer@demo.test' and l.kind = 'dependant' order by u.date_of_birth desc`,
    );
    expect(children).toEqual([
      { first_name: 'Ella', date_of_birth: '2019-12-15', email: null },
      { first_name: 'Sam', date_of_birth: '2014-12-15', email: null },
    ]);
  });

  it('creates the three demo clients with their venues and users', async () => {
    expect(first.created).toBe(true);
    expect(await countOf(venues, 'demo')).toBeGreaterThanOrEqual(12);
    expect(await countOf(venues, 'riverside')).toBeGreaterThanOrEqual(4);
    expect(await countOf(venues, 'closed')).toBe(1);
    expect((await clientId('closed')).isInMaintenance).toBe(true);
    expect((await clientId('demo')).migrationDate).toBe('2026-04-01');
    // Five logins (two members whose payments failed among them), and the demo customer's two
    // children (decision 40), who have none.
    expect(await countOf(users, 'demo')).toBe(7);
    expect(await countOf(users, 'riverside')).toBe(2);
  });

  it('keeps a venue without coordinates for the invalid-coordinate path', async () => {
    const [lido] = await handle.db.select().from(venues).where(eq(venues.slug, 'riverside-lido'));
    expect(lido?.lat).toBeNull();
    expect(lido?.lng).toBeNull();
  });

  it('fills 14 days of classes in London time, across the change to summer time', async () => {
    const { id } = await clientId('demo');
    const result = await handle.db.execute(
      sql`select count(*)::int as classes,
                 count(distinct (starts_at at time zone 'Europe/London')::date)::int as days,
                 min((starts_at at time zone 'Europe/London')::date)::text as first_day,
                 max((starts_at at time zone 'Europe/London')::date)::text as last_day
          from ${classOccurrences} where client_id = ${id}`,
    );
    const [stats] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(stats).toMatchObject({ days: 14, first_day: '2026-03-25', last_day: '2026-04-07' });
    expect(Number(stats?.classes)).toBeGreaterThan(300);

    const sunrise = await handle.db
      .select()
      .from(classOccurrences)
      .where(
        and(eq(classOccurrences.clientId, id), eq(classOccurrences.uid, 'yoga-leeds-central-20260330-0700')),
      );
    expect(sunrise[0]?.startsAt.toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(sunrise[0]?.firstBookableAt?.toISOString()).toBe('2026-03-23T07:00:00.000Z');
    expect(sunrise[0]?.description).toBe('Start the day with a steady flow and plenty of stretching.');
  });

  it('books nothing beyond capacity and generates court slots', async () => {
    const overbooked = await handle.db
      .select({ n: count() })
      .from(classOccurrences)
      .where(sql`${classOccurrences.bookedCount} > ${classOccurrences.capacity}`);
    expect(overbooked[0]?.n).toBe(0);
    const [slots] = await handle.db.select({ n: count() }).from(adHocSlots);
    expect(slots?.n).toBeGreaterThan(1000);
  });

  it('keeps emails per client: the same address is two accounts with their own passwords', async () => {
    const accounts = await handle.db
      .select({ clientId: users.clientId, reference: users.reference, hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'customer@demo.test'));
    expect(accounts.map((account) => account.reference).sort()).toEqual(['DL000001', 'RS000002']);
    const demo = accounts.find((account) => account.reference === 'DL000001');
    expect(await verifyPassword('Demo-Customer-2026!', demo?.hash ?? '')).toBe(true);
    expect(first.logins.map((login) => login.username)).toContain('staff@demo.test');
  });

  it('refuses a row that points at another client', async () => {
    const riverside = await clientId('riverside');
    const [leeds] = await handle.db.select().from(venues).where(eq(venues.slug, 'leeds-central'));
    const [demoClass] = await handle.db.select().from(classOccurrences).limit(1);
    if (!leeds || !demoClass) throw new Error('seed data missing');
    const { id: _id, uid: _uid, ...copy } = demoClass;
    await expect(
      handle.db.insert(classOccurrences).values({ ...copy, clientId: riverside.id, venueId: leeds.id }),
    ).rejects.toThrow();
  });

  const demoCustomer = async () => {
    const { id } = await clientId('demo');
    const [customer] = await handle.db
      .select()
      .from(users)
      .where(and(eq(users.clientId, id), eq(users.email, 'customer@demo.test')));
    if (!customer) throw new Error('no demo customer');
    return customer;
  };
  const codesOf = async (slug: string) => {
    const { id } = await clientId(slug);
    const rows = await handle.db.select().from(discountCodes).where(eq(discountCodes.clientId, id));
    return rows.map((row) => row.code).sort();
  };

  it('gives the demo customer general and membership credit, and the clients discount codes', async () => {
    const customer = await demoCustomer();
    expect(await creditBalances(handle.db, customer.clientId, customer.id)).toEqual({
      general: 1250,
      membership: 500,
    });
    expect(await codesOf('demo')).toEqual(['SAVE5', 'SPRING24', 'WELCOME10']);
    expect(await codesOf('riverside')).toEqual(['RIVERSIDE20']);
    const [save5] = await handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'SAVE5'));
    expect(save5).toMatchObject({
      amountOffPence: 500,
      minimumSpendPence: 2000,
      percentOff: null,
      maxRedemptions: 500,
      combinable: false,
    });
    const [welcome] = await handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'WELCOME10'));
    expect(welcome).toMatchObject({ percentOff: 10, oncePerCustomer: true, combinable: false });
    const [spring] = await handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'SPRING24'));
    expect(spring?.validUntil?.getTime()).toBeLessThan(today.getTime());
  });

  it('adds missing codes and credit to an existing database once, and never grants spent credit again', async () => {
    const customer = await demoCustomer();
    const { id } = await clientId('demo');
    await handle.db
      .delete(discountCodes)
      .where(and(eq(discountCodes.clientId, id), eq(discountCodes.code, 'SAVE5')));
    await handle.db.insert(creditLedger).values({
      clientId: id,
      userId: customer.id,
      kind: 'general',
      amountPence: -250,
      reason: 'Order DL-TEST01',
    });
    await seedDemoData(handle.db, { today });
    await seedDemoData(handle.db, { today });
    expect(await codesOf('demo')).toEqual(['SAVE5', 'SPRING24', 'WELCOME10']);
    expect(await creditBalances(handle.db, customer.clientId, customer.id)).toEqual({
      general: 1000,
      membership: 500,
    });
  });

  it('gives bouldering and public skating a waiver and yoga two questions, once', async () => {
    const { id } = await clientId('demo');
    const waivered = await handle.db
      .select({ slug: activities.slug, text: activities.waiverText })
      .from(activities)
      .where(and(eq(activities.clientId, id), sql`${activities.waiverText} is not null`));
    expect(waivered.map((row) => row.slug).sort()).toEqual(['bouldering', 'public-skating']);
    expect(waivered[0]?.text?.split('. ').length).toBeGreaterThanOrEqual(3);
    await seedDemoData(handle.db, { today });
    const questions = await handle.db
      .select({
        kind: activityQuestions.kind,
        isRequired: activityQuestions.isRequired,
        slug: activities.slug,
      })
      .from(activityQuestions)
      .innerJoin(
        activities,
        and(
          eq(activities.clientId, activityQuestions.clientId),
          eq(activities.id, activityQuestions.activityId),
        ),
      )
      .where(eq(activityQuestions.clientId, id));
    expect(questions).toEqual([
      { kind: 'select', isRequired: true, slug: 'yoga' },
      { kind: 'text', isRequired: false, slug: 'yoga' },
    ]);
  });

  it('gives the demo member a Gym & Swim membership with its benefit and a 5 Class Pass, once', async () => {
    const { id } = await clientId('demo');
    const held = async () =>
      rowsOf(
        handle.db,
        sql`select u.email, p.slug as plan, m.starts_on::text as starts_on,
          m.next_payment_on::text as next_payment_on,
          (select count(*)::int from ${customerPackages} c where c.client_id = u.client_id and c.user_id = u.id)
            as packages
        from ${customerMemberships} m
        join ${users} u on u.client_id = m.client_id and u.id = m.user_id
        join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
        where m.client_id = ${id} and u.email = 'member@demo.test'`,
      );
    expect(await held()).toEqual([
      {
        email: 'member@demo.test',
        plan: 'gym-and-swim',
        starts_on: '2025-12-20',
        next_payment_on: '2026-04-20',
        packages: 1,
      },
    ]);
    const benefits = await rowsOf(
      handle.db,
      sql`select b.name, b.sessions_per_month, count(a.activity_id)::int as activities
      from ${membershipPlanBenefits} b
      join ${membershipPlanBenefitActivities} a on a.client_id = b.client_id and a.benefit_id = b.id
      where b.client_id = ${id} group by b.name, b.sessions_per_month order by b.name`,
    );
    expect(benefits).toEqual([
      { name: '2 free classes a month', sessions_per_month: 2, activities: 4 },
      { name: '2 free court bookings a month', sessions_per_month: 2, activities: 2 },
      { name: '4 free classes a month', sessions_per_month: 4, activities: 4 },
    ]);

    // A database seeded before the member existed gets the member, the membership and the pass.
    await handle.db.execute(sql`delete from ${customerPackages} where client_id = ${id}`);
    await handle.db.execute(sql`delete from ${membershipCharges} where client_id = ${id}`);
    await handle.db.execute(sql`delete from ${paymentInstructions} where client_id = ${id}`);
    await handle.db.execute(sql`delete from ${customerMemberships} where client_id = ${id}`);
    await handle.db.execute(sql`delete from ${users} where client_id = ${id} and email = 'member@demo.test'`);
    await seedDemoData(handle.db, { today });
    await seedDemoData(handle.db, { today });
    expect(await held()).toEqual([expect.objectContaining({ packages: 1 })]);
    const [member] = await handle.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    expect(await verifyPassword('Demo-Member-2026!', member?.passwordHash ?? '')).toBe(true);
  });

  // (The test above seeded the memberships twice: each mail counts once, by subject and time.)
  it('gives the demo members a card on file and the billing history of their state, once', async () => {
    const { id } = await clientId('demo');
    const state = async () =>
      rowsOf(
        handle.db,
        sql`select u.email, m.status, m.next_payment_on::text as next, i.label as card,
          (select string_agg(ch.period_start::text || ' ' || ch.status || ' ' || ch.attempt, ', ' order by ch.period_start)
            from ${membershipCharges} ch where ch.client_id = m.client_id and ch.membership_id = m.id) as charges,
          (select count(distinct (o.subject, o.created_at))::int from ${outbox} o where o.client_id = m.client_id and o.to = u.email and o.sent_at is not null) as mails
        from ${customerMemberships} m
        join ${users} u on u.client_id = m.client_id and u.id = m.user_id
        left join ${paymentInstructions} i on i.client_id = m.client_id and i.user_id = m.user_id and i.status = 'active'
        where m.client_id = ${id} order by u.email`,
      );
    const expected = [
      {
        email: 'member@demo.test',
        status: 'active',
        next: '2026-04-20',
        card: 'Visa ending 4242',
        charges: '2026-01-20 paid 1, 2026-02-20 paid 1, 2026-03-20 paid 1',
        mails: 0,
      },
      {
        email: 'retrying@demo.test',
        status: 'active',
        next: '2026-04-18',
        card: 'Mastercard ending 4444',
        charges: '2026-02-18 paid 1, 2026-03-18 due 3',
        mails: 3,
      },
      {
        email: 'suspended@demo.test',
        status: 'suspended',
        next: '2026-04-03',
        card: 'Visa ending 1881',
        charges: '2026-02-03 paid 1, 2026-03-03 arrears 4',
        mails: 4,
      },
    ];
    expect(await state()).toEqual(expected);
    await seedDemoData(handle.db, { today });
    expect(await state()).toEqual(expected);
  });

  it('never seeds twice', async () => {
    const before = await countOf(venues, 'demo');
    const second = await seedDemoData(handle.db, { today });
    expect(second.created).toBe(false);
    expect(second.logins).toEqual(first.logins);
    expect(await countOf(venues, 'demo')).toBe(before);
  });
});
