import { sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { clients, customerPenalties, membershipPlans, users } from '../schema/index.ts';
import { DEMO_CLIENT_SLUG } from './data/demo.ts';

/** A plan that asks its members for a document, so the account area can show the upload. */
const studentGym = {
  slug: 'student-gym',
  name: 'Student Gym',
  description:
    'Unlimited gym at every venue for full-time students aged 16 and over. Rolling monthly. Upload proof of student status in your account after joining.',
  pricePence: 1999,
  joiningFeePence: 0,
  termMonths: 1,
  guestPassesPerMonth: 0,
  minAge: 16,
  isOnlineJoinable: true,
  requiredDocument: 'Proof of student status',
};

/** The demo customer (not the member) owes a no-show fee, so a demo shows the warning. */
const demoPenalty = {
  email: 'customer@demo.test',
  reason: 'no_show',
  description: 'No-show: Spin class at Leeds Central',
  amountPence: 500,
  daysAgo: 3,
};

/**
 * The demo client's Student Gym plan and the demo customer's outstanding penalty. Safe to run on
 * every start, on databases seeded before either existed: the plan is added when its slug is
 * missing, the penalty when the customer has none with its description (settled or not, so a
 * settled one is not owed again). A database without the demo client is left alone.
 */
export async function seedDemoCompliance(tx: Transaction): Promise<void> {
  const plan = studentGym;
  await tx.execute(sql`insert into ${membershipPlans}
      (client_id, slug, name, description, price_pence, joining_fee_pence, term_months,
       guest_passes_per_month, min_age, is_online_joinable, required_document, sort_order)
    select c.id, ${plan.slug}, ${plan.name}, ${plan.description}, ${plan.pricePence}, ${plan.joiningFeePence},
      ${plan.termMonths}, ${plan.guestPassesPerMonth}, ${plan.minAge}, ${plan.isOnlineJoinable},
      ${plan.requiredDocument},
      (select coalesce(max(p.sort_order), 0) + 1 from ${membershipPlans} p where p.client_id = c.id)
    from ${clients} c where c.slug = ${DEMO_CLIENT_SLUG}
    on conflict (client_id, slug) do nothing`);
  const penalty = demoPenalty;
  await tx.execute(sql`insert into ${customerPenalties}
      (client_id, user_id, reason, description, amount_pence, created_at)
    select u.client_id, u.id, ${penalty.reason}, ${penalty.description}, ${penalty.amountPence},
      now() - ${penalty.daysAgo} * interval '1 day'
    from ${users} u
    join ${clients} c on c.id = u.client_id
    where c.slug = ${DEMO_CLIENT_SLUG} and u.email = ${penalty.email}
      and not exists (select 1 from ${customerPenalties} x
        where x.client_id = u.client_id and x.user_id = u.id and x.description = ${penalty.description})`);
}
