import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { passwordResets, sessions, users, venues } from '../../db/schema/index.ts';

type Db = Database | Transaction;
export type UserRow = typeof users.$inferSelect;
export type UserWithVenue = UserRow & { homeVenueSlug: string | null };

const userWithVenue = {
  user: users,
  homeVenueSlug: venues.slug,
};

async function selectUser(db: Db, clientId: number, condition: ReturnType<typeof eq>) {
  const [row] = await db
    .select(userWithVenue)
    .from(users)
    .leftJoin(venues, and(eq(venues.clientId, users.clientId), eq(venues.id, users.homeVenueId)))
    .where(and(eq(users.clientId, clientId), condition))
    .limit(1);
  return row ? { ...row.user, homeVenueSlug: row.homeVenueSlug } : undefined;
}

/** The account a login name names at one client: its email (any case) or its customer reference. */
export function findUserByLogin(db: Db, clientId: number, login: string): Promise<UserWithVenue | undefined> {
  const name = login.trim();
  return selectUser(
    db,
    clientId,
    or(eq(users.email, name.toLowerCase()), eq(users.reference, name.toUpperCase())) as ReturnType<typeof eq>,
  );
}

export function findUserById(db: Db, clientId: number, userId: number): Promise<UserWithVenue | undefined> {
  return selectUser(db, clientId, eq(users.id, userId));
}

export async function isEmailTaken(db: Db, clientId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

export async function venueExists(db: Db, clientId: number, venueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.id, venueId)))
    .limit(1);
  return row !== undefined;
}

/** The reference prefix the client already uses (`DL` in `DL000001`), else from its slug. */
async function referencePrefix(db: Db, clientId: number, slug: string): Promise<string> {
  const [row] = await db
    .select({ reference: users.reference })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(users.id)
    .limit(1);
  const fromExisting = row?.reference.match(/^[A-Z]+/)?.[0];
  return (
    fromExisting ??
    slug
      .replace(/[^a-z]/gi, '')
      .slice(0, 2)
      .toUpperCase()
      .padEnd(2, 'X')
  );
}

export interface NewCustomer {
  clientId: number;
  clientSlug: string;
  /** Null (with the password) for a dependant, who has no login (decision 40). */
  email: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  homeVenueId: number | null;
  dateOfBirth: string | null;
  phone: string | null;
}

/** Inserts a customer (never staff) and gives it the reference `{prefix}{id, 6 digits}`. */
export async function insertCustomer(tx: Transaction, customer: NewCustomer): Promise<number> {
  const prefix = await referencePrefix(tx, customer.clientId, customer.clientSlug);
  const [row] = await tx
    .insert(users)
    .values({
      clientId: customer.clientId,
      reference: `PENDING-${crypto.randomUUID()}`,
      email: customer.email?.toLowerCase() ?? null,
      firstName: customer.firstName,
      lastName: customer.lastName,
      passwordHash: customer.passwordHash,
      role: 'customer',
      homeVenueId: customer.homeVenueId,
      dateOfBirth: customer.dateOfBirth,
      phone: customer.phone,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  await tx
    .update(users)
    .set({ reference: `${prefix}${String(row.id).padStart(6, '0')}` })
    .where(and(eq(users.clientId, customer.clientId), eq(users.id, row.id)));
  return row.id;
}

export async function updatePasswordHash(db: Db, clientId: number, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}

export async function insertSession(
  db: Db,
  session: { clientId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
}

export type SessionRow = typeof sessions.$inferSelect;

/** The live-session lookup, prepared: every request with a session cookie makes it. */
const liveSessionQuery = preparedPerHandle((db) =>
  db
    .select({ session: sessions, ...userWithVenue })
    .from(sessions)
    .innerJoin(users, and(eq(users.clientId, sessions.clientId), eq(users.id, sessions.userId)))
    .leftJoin(venues, and(eq(venues.clientId, users.clientId), eq(venues.id, users.homeVenueId)))
    .where(
      and(
        eq(sessions.clientId, sql.placeholder('clientId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/**
 * The live session a token hash names at one client, with its user, in one round trip: not
 * revoked, before its absolute expiry and not idle too long.
 */
export async function findLiveSession(
  db: Db,
  options: { clientId: number; tokenHash: string; idleSince: Date; now: Date },
): Promise<{ session: SessionRow; user: UserWithVenue } | undefined> {
  const [row] = await liveSessionQuery(db).execute({
    clientId: options.clientId,
    tokenHash: options.tokenHash,
    now: options.now.toISOString(),
    idleSince: options.idleSince.toISOString(),
  });
  return row ? { session: row.session, user: { ...row.user, homeVenueSlug: row.homeVenueSlug } } : undefined;
}

export async function touchSession(db: Db, clientId: number, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.clientId, clientId), eq(sessions.id, sessionId)));
}

export async function revokeSessionByHash(db: Db, clientId: number, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.clientId, clientId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)),
    );
}

export async function revokeUserSessions(db: Db, clientId: number, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.clientId, clientId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertPasswordReset(
  db: Db,
  reset: { clientId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(reset);
}

/** Marks an unused, unexpired reset token used, answering its user; undefined when none matches. */
export async function consumePasswordReset(
  tx: Transaction,
  options: { clientId: number; tokenHash: string; now: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: options.now })
    .where(usableReset(options))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

const usableReset = (options: { clientId: number; tokenHash: string; now: Date }) =>
  and(
    eq(passwordResets.clientId, options.clientId),
    eq(passwordResets.tokenHash, options.tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, options.now),
  );

/** The user of an unused, unexpired reset token; undefined when none matches (a read, no lock). */
export async function findUsablePasswordReset(
  db: Db,
  options: { clientId: number; tokenHash: string; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usableReset(options))
    .limit(1);
  return row?.userId;
}

/** Marks every still-unused reset token of a user used: one link used retires the others. */
export async function retireUserPasswordResets(
  tx: Transaction,
  options: { clientId: number; userId: number; now: Date },
) {
  await tx
    .update(passwordResets)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(passwordResets.clientId, options.clientId),
        eq(passwordResets.userId, options.userId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/** True when `error` (or its cause, as drizzle wraps driver errors) is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
