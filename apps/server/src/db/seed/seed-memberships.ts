import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import {
  activities,
  clients,
  customerMemberships,
  customerPackages,
  membershipPlanBenefitActivities,
  membershipPlanBenefits,
  membershipPlans,
  packageActivities,
  packages,
  users,
} from '../schema/index.ts';
import type { ClientSeed } from './types.ts';
import { addDaysToDay, dayInZone } from './zoned-time.ts';

/**
 * A client's plan benefits, packages, and its demo customers' memberships and packages. Safe to
 * run on every start: each is added only when missing (a benefit by its plan and name, a package
 * by its slug, a membership by its reference, a customer's package when they hold none of it).
 */
export async function seedClientMemberships(tx: Transaction, seed: ClientSeed, today: Date): Promise<void> {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, seed.client.slug));
  if (!client) return;
  const clientId = client.id;
  for (const plan of seed.plans) {
    for (const benefit of plan.benefits ?? []) {
      await tx.execute(sql`insert into ${membershipPlanBenefits} (client_id, plan_id, name, sessions_per_month)
        select ${membershipPlans.clientId}, ${membershipPlans.id}, ${benefit.name}, ${benefit.sessionsPerMonth}
        from ${membershipPlans}
        where ${membershipPlans.clientId} = ${clientId} and ${membershipPlans.slug} = ${plan.slug}
          and not exists (select 1 from ${membershipPlanBenefits}
            where ${membershipPlanBenefits.clientId} = ${clientId}
              and ${membershipPlanBenefits.planId} = ${membershipPlans.id}
              and ${membershipPlanBenefits.name} = ${benefit.name})`);
      await tx.execute(sql`insert into ${membershipPlanBenefitActivities} (client_id, benefit_id, activity_id)
        select b.client_id, b.id, a.id
        from ${membershipPlanBenefits} b
        join ${membershipPlans} p on p.client_id = b.client_id and p.id = b.plan_id
        join ${activities} a on a.client_id = b.client_id and a.slug in ${benefit.activities}
        where b.client_id = ${clientId} and p.slug = ${plan.slug} and b.name = ${benefit.name}
        on conflict do nothing`);
    }
  }
  for (const { activities: slugs, ...product } of seed.packages ?? []) {
    await tx
      .insert(packages)
      .values({ ...product, clientId })
      .onConflictDoNothing({ target: [packages.clientId, packages.slug] });
    await tx.execute(sql`insert into ${packageActivities} (client_id, package_id, activity_id)
      select p.client_id, p.id, a.id
      from ${packages} p
      join ${activities} a on a.client_id = p.client_id and a.slug in ${slugs}
      where p.client_id = ${clientId} and p.slug = ${product.slug}
      on conflict do nothing`);
  }
  const zone = seed.client.timezone ?? 'Europe/London';
  const day = dayInZone(today, zone);
  for (const holding of seed.holdings ?? []) {
    const email = holding.email.toLowerCase();
    const membership = holding.membership;
    if (membership) {
      const startsOn = addDaysToDay(day, -membership.startedDaysAgo, zone);
      await tx.execute(sql`insert into ${customerMemberships}
          (client_id, user_id, plan_id, home_venue_id, reference, starts_on, next_payment_on)
        select u.client_id, u.id, p.id, u.home_venue_id, ${membership.reference}, ${startsOn}::date,
          (${startsOn}::date + ((extract(year from age(${day}::date, ${startsOn}::date)) * 12
            + extract(month from age(${day}::date, ${startsOn}::date)) + 1) * interval '1 month'))::date
        from ${users} u
        join ${membershipPlans} p on p.client_id = u.client_id and p.slug = ${membership.plan}
        where u.client_id = ${clientId} and u.email = ${email}
        on conflict (client_id, reference) do nothing`);
    }
    for (const held of holding.packages ?? []) {
      await tx.execute(sql`insert into ${customerPackages} (client_id, user_id, package_id, sessions_total, expires_at)
        select u.client_id, u.id, p.id, p.sessions, now() + ${held.expiresInDays} * interval '1 day'
        from ${users} u
        join ${packages} p on p.client_id = u.client_id and p.slug = ${held.package}
        where u.client_id = ${clientId} and u.email = ${email}
          and not exists (select 1 from ${customerPackages} c
            where c.client_id = u.client_id and c.user_id = u.id and c.package_id = p.id)`);
    }
  }
}
