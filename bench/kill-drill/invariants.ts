// What must hold after the chaos, read with SQL from the scratch database once the server has
// stopped: acknowledged orders exist, every card charge ended in an order or a refund (never
// both, never twice for one basket), no class sold past its capacity, and no hold kept for ever.
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../apps/server/src/db/client.ts';
import { PAYING_HOLD_MINUTES } from '../../apps/server/src/modules/checkout/checkout.repository.ts';

export interface Check {
  name: string;
  /** How many rows the check looked at. */
  checked: number;
  /** Offenders, each described in one line. */
  failing: string[];
}

export interface DrillClass {
  id: number;
  spaces: number;
  /** `booked_count` before the drill. */
  bookedBefore: number;
}

export interface Verdicts {
  checks: Check[];
  /** Checkout attempts by status, and orders nobody was told about (for the report). */
  attemptStatuses: Map<string, number>;
  unacknowledgedOrders: number;
}

/** Rows of `query`: `total` is how many were looked at, each offender a row with `what`. */
async function checkOf(db: Database, name: string, total: SQL, offenders: SQL): Promise<Check> {
  const [counted] = await rowsOf<{ n: number }>(db, total);
  const rows = await rowsOf<{ what: string }>(db, offenders);
  return { name, checked: counted?.n ?? 0, failing: rows.map((row) => row.what) };
}

/** The charges the sandbox took: authorised once (now `authorised`, or refunded since). */
const CHARGES = sql`select st.*, ct.id as attempt_id, ct.status as attempt_status, ct.cart_id, ct.user_id,
    ct.order_id, ct.uuid as attempt_uuid,
    exists (select 1 from orders o join order_payments op on op.client_id = o.client_id and op.order_id = o.id
      where o.client_id = ct.client_id and o.id = ct.order_id and ct.status = 'completed'
        and op.tender_type = 'card' and op.provider_transaction_id = st.id) as is_booked,
    st.refunded_pence = st.amount_pence as is_refunded
  from sandbox_transactions st
  left join checkout_transactions ct on ct.provider = 'sandbox' and ct.uuid = st.vendor_tx_code
  where st.status in ('authorised', 'refunded')`;

export async function verify(
  db: Database,
  input: {
    customerIds: number[];
    acknowledged: { userId: number; orderId: number }[];
    lastHoldExtension: { userId: number; at: Date }[];
    classes: DrillClass[];
    holdMinutes: number;
  },
): Promise<Verdicts> {
  const ackUsers = input.acknowledged.map((each) => each.userId);
  const ackOrders = input.acknowledged.map((each) => each.orderId);
  const customers = sql`(select unnest(${sql.param(input.customerIds)}::int[]))`;
  const classIds = input.classes.map((each) => each.id);
  const checks: Check[] = [];

  checks.push(
    await checkOf(
      db,
      'every acknowledged order exists (its id, for its customer)',
      sql`select ${ackOrders.length}::int as n`,
      sql`select 'order ' || a.order_id || ' of user ' || a.user_id as what
        from unnest(${sql.param(ackOrders)}::int[], ${sql.param(ackUsers)}::int[]) as a(order_id, user_id)
        where not exists (select 1 from orders o where o.id = a.order_id and o.user_id = a.user_id)`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      'every completed checkout attempt has its order',
      sql`select count(*)::int as n from checkout_transactions where status = 'completed'`,
      sql`select 'attempt ' || ct.uuid as what from checkout_transactions ct
        where ct.status = 'completed'
          and not exists (select 1 from orders o where o.client_id = ct.client_id and o.id = ct.order_id)`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      'no card charge without a completed order or a full refund',
      sql`select count(*)::int as n from (${CHARGES}) c`,
      sql`select 'charge ' || c.id || ' (' || c.amount_pence || 'p) of attempt ' || coalesce(c.attempt_uuid, '?')
          || ' [' || coalesce(c.attempt_status, 'no attempt') || '], user ' || coalesce(c.user_id::text, '?') as what
        from (${CHARGES}) c where not c.is_booked and not c.is_refunded`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      'no charge both booked and refunded',
      sql`select count(*)::int as n from (${CHARGES}) c`,
      sql`select 'charge ' || c.id || ' of attempt ' || c.attempt_uuid as what
        from (${CHARGES}) c where c.is_booked and c.is_refunded`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      'no basket charged twice (one unrefunded charge per basket at most)',
      sql`select count(distinct cart_id)::int as n from (${CHARGES}) c`,
      sql`select 'basket ' || c.cart_id || ': ' || count(*) || ' unrefunded charges' as what
        from (${CHARGES}) c where not c.is_refunded group by c.cart_id having count(*) > 1`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      "order payments sum to the order's total; a card payment equals its charge",
      sql`select count(*)::int as n from orders where user_id in ${customers}`,
      sql`select 'order ' || o.id || ': total ' || o.total_pence || 'p, paid ' || coalesce(sum(op.amount_pence), 0)
          || 'p' || case when bool_or(st.id is null and op.tender_type = 'card') then ', card payment without its charge'
            when bool_or(st.amount_pence <> op.amount_pence) then ', card payment differs from its charge' else '' end as what
        from orders o
        left join order_payments op on op.client_id = o.client_id and op.order_id = o.id
        left join sandbox_transactions st on op.tender_type = 'card' and st.id = op.provider_transaction_id
        where o.user_id in ${customers}
        group by o.id, o.total_pence
        having coalesce(sum(op.amount_pence), 0) <> o.total_pence
          or bool_or(st.id is null and op.tender_type = 'card') or bool_or(st.amount_pence <> op.amount_pence)`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      'no charge pays two orders',
      sql`select count(*)::int as n from order_payments where tender_type = 'card'`,
      sql`select 'charge ' || provider_transaction_id || ' pays ' || count(distinct order_id) || ' orders' as what
        from order_payments where tender_type = 'card' group by provider_transaction_id
        having count(distinct order_id) > 1`,
    ),
  );
  checks.push(
    await checkOf(
      db,
      'no payment attempt left interrupted (authorising) after the reconciler',
      sql`select count(*)::int as n from checkout_transactions where user_id in ${customers}`,
      sql`select 'attempt ' || uuid || ' of user ' || user_id as what from checkout_transactions
        where user_id in ${customers} and status = 'authorising'`,
    ),
  );
  checks.push(await oversold(db, input.classes, classIds));
  checks.push(
    await checkOf(
      db,
      'no held line in a completed basket',
      sql`select count(*)::int as n from cart_items where status = 'held'`,
      sql`select 'line ' || i.id || ' of basket ' || i.cart_id as what
        from cart_items i join carts c on c.client_id = i.client_id and c.id = i.cart_id
        where i.status = 'held' and c.status = 'completed'`,
    ),
  );
  checks.push(await holdsWithinTheRule(db, input));

  const statuses = await rowsOf<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from checkout_transactions where user_id in ${customers}
      group by status order by status`,
  );
  const [unacknowledged] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where user_id in ${customers}
      and not (id = any(${sql.param(ackOrders)}::int[]))`,
  );
  return {
    checks,
    attemptStatuses: new Map(statuses.map((row) => [row.status, row.n])),
    unacknowledgedOrders: unacknowledged?.n ?? 0,
  };
}

/**
 * No class, ticket time or course past its capacity; on the drill's fresh classes the confirmed
 * bookings are exactly what `booked_count` gained, and never more than the spaces it had.
 */
async function oversold(db: Database, classes: DrillClass[], classIds: number[]): Promise<Check> {
  const capacities = await checkOf(
    db,
    '',
    sql`select (select count(*) from class_occurrences) + (select count(*) from ticket_times)
      + (select count(*) from courses) as n`,
    sql`select 'class ' || id || ': ' || booked_count || ' booked of ' || capacity as what
        from class_occurrences where booked_count > capacity
      union all select 'ticket time ' || id || ': ' || booked_count || ' of ' || capacity
        from ticket_times where booked_count > capacity
      union all select 'course ' || id || ': ' || booked_count || ' of ' || capacity
        from courses where booked_count > capacity`,
  );
  const rows = await rowsOf<{ id: number; booked_count: number; places: number }>(
    db,
    sql`select c.id, c.booked_count, coalesce(sum(b.places) filter (where b.status = 'confirmed'), 0)::int as places
      from class_occurrences c left join bookings b on b.client_id = c.client_id and b.class_occurrence_id = c.id
      where c.id = any(${sql.param(classIds)}::int[]) group by c.id, c.booked_count`,
  );
  const failing = [...capacities.failing];
  for (const each of classes) {
    const row = rows.find((candidate) => candidate.id === each.id);
    const gained = (row?.booked_count ?? 0) - each.bookedBefore;
    if (!row || gained !== row.places || row.places > each.spaces) {
      failing.push(
        `drill class ${each.id}: booked_count gained ${gained}, ${row?.places ?? '?'} places in bookings, ${each.spaces} spaces`,
      );
    }
  }
  return {
    name: 'no class oversold (booked <= capacity; bookings = booked_count gained on the drill classes)',
    checked: capacities.checked,
    failing,
  };
}

/**
 * Decision 12 and 14: a hold lasts CART_HOLD_MINUTES from the add, and paying extends a live one
 * to 30 minutes from the prepare or authorise that did it, never further. So no held line ends
 * later than the later of those, plus a minute of slack.
 */
function holdsWithinTheRule(
  db: Database,
  input: { lastHoldExtension: { userId: number; at: Date }[]; holdMinutes: number },
): Promise<Check> {
  const users = input.lastHoldExtension.map((each) => each.userId);
  const times = input.lastHoldExtension.map((each) => each.at.toISOString());
  const allowed = sql`greatest(i.created_at + make_interval(mins => ${input.holdMinutes}),
      coalesce(x.at, i.created_at) + make_interval(mins => ${PAYING_HOLD_MINUTES}))`;
  return checkOf(
    db,
    `no held line ends more than 60 s past its rule (${input.holdMinutes} min from the add, or ${PAYING_HOLD_MINUTES} min from the last prepare/authorise)`,
    sql`select count(*)::int as n from cart_items where status = 'held'`,
    sql`select 'line ' || i.id || ' of user ' || c.user_id || ': ends ' || i.hold_expires_at || ', allowed ' || ${allowed} as what
      from cart_items i join carts c on c.client_id = i.client_id and c.id = i.cart_id
      left join unnest(${sql.param(users)}::int[], ${sql.param(times)}::timestamptz[]) as x(user_id, at) on x.user_id = c.user_id
      where i.status = 'held' and i.hold_expires_at > ${allowed} + interval '60 seconds'`,
  );
}
