import { type AuthUser, authMessages, formatPence, type RegisterRequest } from '@leisure/contracts';
import type { Database, Db } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { complianceFlagsOf, complianceOf } from '../compliance/compliance.ts';
import { creditBalances } from '../credits/credit-balances.ts';
import type { Mailer } from '../mail/mailer.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { dayOf } from '../timetable/calendar.ts';
import {
  consumePasswordReset,
  findUserByLogin,
  insertCustomer,
  insertPasswordReset,
  insertSession,
  isEmailTaken,
  isUniqueViolation,
  revokeSessionByHash,
  revokeUserSessions,
  type UserWithVenue,
  updatePasswordHash,
  venueExists,
} from './auth.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { assertWithinRateLimit, recordAttempt } from './rate-limit.ts';
import { resetPasswordMail } from './reset-mail.ts';
import { SESSION_ABSOLUTE_MS } from './session.ts';
import { generateToken, hashToken, isWellFormedToken } from './tokens.ts';

const RESET_TOKEN_MS = 60 * 60 * 1000;

/** A hash of a random password: verifying against it costs what a real account costs. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(generateToken());
  return dummyHash;
};

/**
 * The user as the apps see it: with their membership (the oldest active one), credit, and
 * whether they owe penalties or have membership documents to upload or renew (read at once).
 */
export async function toAuthUser(db: Db, user: UserWithVenue, client: ClientRow): Promise<AuthUser> {
  const [[membership], credit, compliance] = await Promise.all([
    activeMemberships(db, { clientId: client.id, userId: user.id, zone: client.timezone }),
    creditBalances(db, client.id, user.id),
    complianceOf(db, { clientId: client.id, userId: user.id, today: dayOf(new Date(), client.timezone) }),
  ]);
  const balance = credit.general + credit.membership;
  return {
    id: user.id,
    reference: user.reference,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    currencySymbol: client.currencySymbol,
    homeVenueSlug: user.homeVenueSlug,
    membershipUser: membership
      ? { homeVenueId: membership.homeVenueId, homeVenueSlug: membership.homeVenueSlug }
      : null,
    credit: { balance, formatted: formatPence(balance, client.currencySymbol) },
    hasInstruction: false,
    hasBillingDate: false,
    ...complianceFlagsOf(compliance),
    profilePhoto: null,
  };
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

async function startSession(db: Database, clientId: number, userId: number): Promise<StartedSession> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.transaction((tx) =>
    insertSession(tx, { clientId, userId, tokenHash: hashToken(token), expiresAt }),
  );
  return { token, expiresAt };
}

const invalidCredentials = () =>
  new AppError({ statusCode: 401, code: 'invalid_credentials', message: authMessages.invalidCredentials });

export async function logIn(
  db: Database,
  input: { client: ClientRow; username: string; password: string; ip: string },
): Promise<{ session: StartedSession; user: UserWithVenue }> {
  const subjects = {
    clientId: input.client.id,
    action: 'login' as const,
    account: input.username,
    ip: input.ip,
  };
  await assertWithinRateLimit(db, subjects);
  const user = await findUserByLogin(db, input.client.id, input.username);
  // An unknown account costs a verification too, so timing does not tell who has one.
  const isMatch = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !isMatch) {
    await recordAttempt(db, subjects);
    throw invalidCredentials();
  }
  if (needsRehash(user.passwordHash)) {
    await updatePasswordHash(db, input.client.id, user.id, await hashPassword(input.password));
  }
  return { session: await startSession(db, input.client.id, user.id), user };
}

export async function logOut(db: Database, clientId: number, token: string) {
  await db.transaction((tx) => revokeSessionByHash(tx, clientId, hashToken(token), new Date()));
}

function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) validationFailedWith('password', authMessages.passwordTooCommon);
}

function validationFailedWith(field: string, message: string): never {
  throw validationFailed({ [field]: [message] });
}

const duplicateEmail = () =>
  new AppError({
    statusCode: 409,
    code: 'conflict',
    message: authMessages.duplicateEmail,
    errors: { email: [authMessages.duplicateEmail] },
  });

export interface NewCustomerFields {
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth?: string | undefined;
  phone?: string | undefined;
  home_venue_id?: number | undefined;
}

/**
 * Creates a customer account (always the customer role) with this password, after checking the
 * home venue and that the email is free; answers its id. Sign-up and the front desk both use it.
 */
export async function createCustomerAccount(
  db: Database,
  client: ClientRow,
  fields: NewCustomerFields,
  password: string,
): Promise<number> {
  if (fields.home_venue_id !== undefined && !(await venueExists(db, client.id, fields.home_venue_id))) {
    validationFailedWith('home_venue_id', 'Choose one of our venues.');
  }
  if (await isEmailTaken(db, client.id, fields.email)) throw duplicateEmail();
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction((tx) =>
      insertCustomer(tx, {
        clientId: client.id,
        clientSlug: client.slug,
        email: fields.email,
        firstName: fields.first_name,
        lastName: fields.last_name,
        passwordHash,
        homeVenueId: fields.home_venue_id ?? null,
        dateOfBirth: fields.date_of_birth ?? null,
        phone: fields.phone ?? null,
      }),
    );
  } catch (error) {
    // Two accounts with one email at the same moment: the unique key decides.
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

/** Creates a customer (always the customer role) and logs them in. */
export async function register(
  db: Database,
  input: { client: ClientRow; body: RegisterRequest },
): Promise<{ session: StartedSession; userId: number }> {
  const { client, body } = input;
  if (body.client_id !== client.slug) {
    validationFailedWith('client_id', 'This account cannot be created on this site.');
  }
  assertUncommonPassword(body.password);
  const userId = await createCustomerAccount(db, client, body, body.password);
  return { session: await startSession(db, client.id, userId), userId };
}

/**
 * Sends a reset link when the account exists. The caller answers the same either way, and
 * both paths spend one password hash so the time taken does not tell either.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  input: { client: ClientRow; emailOrReference: string; ip: string; bookingsUrl: string },
): Promise<void> {
  const subjects = {
    clientId: input.client.id,
    action: 'forgotten_password' as const,
    account: input.emailOrReference,
    ip: input.ip,
  };
  await assertWithinRateLimit(db, subjects);
  await recordAttempt(db, subjects);
  const [user] = await Promise.all([
    findUserByLogin(db, input.client.id, input.emailOrReference),
    hashPassword(generateToken()),
  ]);
  if (!user) return;
  const token = generateToken();
  const mail = resetPasswordMail({
    client: input.client,
    user,
    link: withResetToken(input.bookingsUrl, token),
  });
  const row = await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      clientId: input.client.id,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
    });
    return mailer.enqueue(tx, { clientId: input.client.id, to: user.email, ...mail });
  });
  mailer.deliver(db, row);
}

function withResetToken(bookingsUrl: string, token: string): string {
  const url = new URL(bookingsUrl);
  url.searchParams.set('reset_token', token);
  return url.toString();
}

/** Sets a new password from a single-use token, and ends every session of the account. */
export async function resetPassword(
  db: Database,
  input: { client: ClientRow; token: string; password: string },
): Promise<void> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    if (!isWellFormedToken(input.token)) return false;
    const now = new Date();
    const userId = await consumePasswordReset(tx, {
      clientId: input.client.id,
      tokenHash: hashToken(input.token),
      now,
    });
    if (userId === undefined) return false;
    await updatePasswordHash(tx, input.client.id, userId, passwordHash);
    await revokeUserSessions(tx, input.client.id, userId, now);
    return true;
  });
  if (!done) validationFailedWith('token', authMessages.resetTokenInvalid);
}
