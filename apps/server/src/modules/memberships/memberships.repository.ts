import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { customerMemberships, membershipPlans, venues } from '../../db/schema/index.ts';

export interface ActiveMembership {
  id: number;
  planId: number;
  homeVenueId: number | null;
  homeVenueSlug: string | null;
}

type Value<T> = T | Placeholder | SQL;

/** `customer_memberships m` of the customer held today in `zone`: active, started, not ended. */
function heldToday(input: { clientId: Value<number>; userId: Value<number | null>; zone: Value<string> }) {
  const today = sql`(now() at time zone ${input.zone})::date`;
  return sql`m.client_id = ${input.clientId} and m.user_id = ${input.userId} and m.status = 'active'
    and m.starts_on <= ${today} and (m.ends_on is null or m.ends_on >= ${today})`;
}

/** The memberships a customer holds today in `zone` (active, started, not ended), oldest first. */
export async function activeMemberships(
  db: Db,
  input: { clientId: number; userId: number; zone: string },
): Promise<ActiveMembership[]> {
  const rows = await rowsOf<{
    id: number;
    plan_id: number;
    home_venue_id: number | null;
    slug: string | null;
  }>(
    db,
    sql`select m.id, m.plan_id, m.home_venue_id, v.slug
      from ${customerMemberships} m
      left join ${venues} v on v.client_id = m.client_id and v.id = m.home_venue_id
      where ${heldToday(input)}
      order by m.starts_on, m.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    planId: row.plan_id,
    homeVenueId: row.home_venue_id,
    homeVenueSlug: row.slug,
  }));
}

/**
 * The plans of `activeMemberships` as an array subquery, for a statement that reads them with
 * something else (an add reads the viewer's plans with the class: member prices). No user (a
 * visitor) holds none.
 */
export const activePlanIdsOf = (input: {
  clientId: Value<number>;
  userId: Value<number | null>;
  zone: Value<string>;
}) => sql<number[]>`array(select m.plan_id from ${customerMemberships} m
  where ${heldToday(input)} order by m.starts_on, m.id)`;

/**
 * Customers' memberships with their plans and the names of their home centres (null for none),
 * for the caller to narrow (`.where`) and order: an order's, or a customer's.
 */
export function membershipsWithPlans(db: Db) {
  return db
    .select({ membership: customerMemberships, plan: membershipPlans, homeVenueName: venues.name })
    .from(customerMemberships)
    .innerJoin(
      membershipPlans,
      and(
        eq(membershipPlans.clientId, customerMemberships.clientId),
        eq(membershipPlans.id, customerMemberships.planId),
      ),
    )
    .leftJoin(
      venues,
      and(eq(venues.clientId, customerMemberships.clientId), eq(venues.id, customerMemberships.homeVenueId)),
    );
}
