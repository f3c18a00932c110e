import { randomInt } from 'node:crypto';
import type { GuestPass, GuestPassList, IssueGuestPassRequest } from '@leisure/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, type Db, rowsOf, type Transaction } from '../../db/client.ts';
import { customerMemberships, guestPasses, membershipPlans } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/auth.repository.ts';
import { queueGuestPassMail } from '../mail/guest-pass-mail.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { addDaysTo } from '../timetable/calendar.ts';
import { type AccountCustomer, todayAt } from './account-customer.ts';

/** How far ahead a pass may be issued. */
export const GUEST_PASS_DAYS_AHEAD = 60;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type GuestPassRow = typeof guestPasses.$inferSelect;
interface Allowed {
  membership_id: number;
  per_month: number;
  used: number;
}

/** Guest passes are a client's choice: elsewhere the calls do not exist. */
export function requireGuestPasses(customer: AccountCustomer) {
  if (!customer.client.guestPassesEnabled) throw notFound();
}

/** A code the guest reads out at the desk: 8 characters without look-alikes, e.g. `GP-7F3K-9QXA`. */
export function guestPassCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `GP-${code.slice(0, 4)}-${code.slice(4)}`;
}

function toGuestPass(row: GuestPassRow, today: string): GuestPass {
  return {
    id: row.id,
    guestFirstName: row.guestFirstName,
    guestLastName: row.guestLastName,
    guestEmail: row.guestEmail,
    validOn: row.validOn,
    code: row.code,
    status: row.status === 'issued' && row.validOn < today ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The customer's memberships with guest passes that cover `day`, oldest first, with the passes
 * each has given for `day`'s month (cancelled ones do not count). `lock` locks the membership
 * rows, so issues for one customer run one after the other.
 */
async function allowancesOn(db: Db, customer: AccountCustomer, day: string, lock: boolean) {
  const monthStart = `${day.slice(0, 7)}-01`;
  const memberships = await rowsOf<{ id: number; per_month: number }>(
    db,
    sql`select m.id, p.guest_passes_per_month as per_month
      from ${customerMemberships} m
      join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
      where m.client_id = ${customer.client.id} and m.user_id = ${customer.user.id} and m.status = 'active'
        and m.starts_on <= ${day}::date and (m.ends_on is null or m.ends_on >= ${day}::date)
        and p.guest_passes_per_month > 0
      order by m.starts_on, m.id
      ${lock ? sql`for update of m` : sql``}`,
  );
  const allowed: Allowed[] = [];
  for (const membership of memberships) {
    const [row] = await rowsOf<{ used: number }>(
      db,
      sql`select count(*) as used from ${guestPasses}
        where client_id = ${customer.client.id} and customer_membership_id = ${membership.id}
          and status <> 'cancelled' and valid_on >= ${monthStart}::date
          and valid_on < ${monthStart}::date + interval '1 month'`,
    );
    allowed.push({
      membership_id: membership.id,
      per_month: membership.per_month,
      used: Number(row?.used ?? 0),
    });
  }
  return allowed;
}

/** `GET /api/my-account/guest-passes`: the passes, latest day first, and this month's allowance. */
export async function guestPassList(db: Db, customer: AccountCustomer): Promise<GuestPassList> {
  const today = todayAt(customer.client);
  const rows = await db
    .select()
    .from(guestPasses)
    .where(and(eq(guestPasses.clientId, customer.client.id), eq(guestPasses.userId, customer.user.id)))
    .orderBy(desc(guestPasses.validOn), desc(guestPasses.id))
    .limit(200);
  const allowed = await allowancesOn(db, customer, today, false);
  const perMonth = allowed.reduce((sum, row) => sum + row.per_month, 0);
  const usedThisMonth = allowed.reduce((sum, row) => sum + row.used, 0);
  return {
    passes: rows.map((row) => toGuestPass(row, today)),
    allowance: { perMonth, usedThisMonth, leftThisMonth: Math.max(0, perMonth - usedThisMonth) },
  };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

function refused(message: string): AppError {
  return new AppError({
    statusCode: 422,
    code: 'allowance_unavailable',
    message,
    errors: { valid_on: [message] },
  });
}

function assertIssuableDay(customer: AccountCustomer, day: string) {
  const today = todayAt(customer.client);
  const last = addDaysTo(today, GUEST_PASS_DAYS_AHEAD, customer.client.timezone);
  if (day < today) throw validationFailed({ valid_on: ['Choose today or a later day.'] });
  if (day > last) {
    throw validationFailed({
      valid_on: [`Guest passes can be issued up to ${GUEST_PASS_DAYS_AHEAD} days ahead.`],
    });
  }
}

/** Inserts the pass under a savepoint, with another code should the first be taken already. */
async function insertPass(tx: Transaction, values: Omit<typeof guestPasses.$inferInsert, 'code'>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(guestPasses)
          .values({ ...values, code: guestPassCode() })
          .returning(),
      );
      if (!row) throw new Error('guest pass insert returned no row');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/**
 * `POST /api/my-account/guest-passes`: a pass for a named guest on one day, from today to 60
 * days ahead, taken from a membership active that day whose plan has passes left in that
 * month. The memberships are locked first, so concurrent issues never exceed the allowance.
 * A pass with the guest's email sends them its code (recorded in the same transaction).
 */
export async function issueGuestPass(
  db: Database,
  customer: AccountCustomer,
  body: IssueGuestPassRequest,
  mailer: Mailer,
): Promise<GuestPass> {
  assertIssuableDay(customer, body.valid_on);
  let mail: OutboxRow | undefined;
  const issued = await db.transaction(async (tx) => {
    const allowed = await allowancesOn(tx, customer, body.valid_on, true);
    const from = allowed.find((row) => row.used < row.per_month);
    if (!from) {
      if (allowed.length === 0) {
        throw refused('You need a membership with guest passes on that day to issue a guest pass.');
      }
      const total = allowed.reduce((sum, row) => sum + row.per_month, 0);
      const month = monthName(body.valid_on.slice(0, 7));
      throw refused(
        total === 1
          ? `You have used your guest pass for ${month}.`
          : `You have used all ${total} guest passes for ${month}.`,
      );
    }
    const row = await insertPass(tx, {
      clientId: customer.client.id,
      userId: customer.user.id,
      customerMembershipId: from.membership_id,
      guestFirstName: body.first_name.trim(),
      guestLastName: body.last_name.trim(),
      guestEmail: body.email?.trim().toLowerCase() ?? null,
      validOn: body.valid_on,
    });
    mail = await queueGuestPassMail(tx, mailer, {
      client: customer.client,
      member: customer.user,
      pass: row,
    });
    return toGuestPass(row, todayAt(customer.client));
  });
  if (mail) mailer.deliver(db, mail);
  return issued;
}
