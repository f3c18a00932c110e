import {
  type AuthUser,
  authMessages,
  formatMoney,
  isBlankPassword,
  type RegisterRequest,
} from '@leisure/contracts';
import type { Database, Db } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { billingFactsOf } from '../billing/billing-facts.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { complianceFlagsOf, complianceOf } from '../compliance/compliance.ts';
import { creditBalances } from '../credits/credit-balances.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { dayOf } from '../timetable/calendar.ts';
import { accountEmail } from './account-email.ts';
import {
  findUserByLogin,
  insertCustomer,
  insertSession,
  isEmailTaken,
  isUniqueViolation,
  revokeSessionByHash,
  type UserWithVenue,
  updatePasswordHash,
  venueExists,
} from './auth.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashingFor } from './hash-gate.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { accountKeyOf, reserveAttempt } from './rate-limit.ts';
import { SESSION_ABSOLUTE_MS } from './session.ts';
import { generateToken, hashToken } from './tokens.ts';

/** A hash of a random password: verifying against it costs what a real account costs. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(generateToken());
  return dummyHash;
};

/**
 * The user as the apps see it: with their membership (the oldest active one), credit, and
 * whether they owe penalties or have membership documents to upload or renew (read at once).
 */
export async function toAuthUser(db: Db, user: UserWithVenue, client: ClientRow): Promise<AuthUser> {
  const [[membership], credit, compliance, billing] = await Promise.all([
    activeMemberships(db, { clientId: client.id, userId: user.id, zone: client.timezone }),
    creditBalances(db, client.id, user.id),
    complianceOf(db, { clientId: client.id, userId: user.id, today: dayOf(new Date(), client.timezone) }),
    billingFactsOf(db, { clientId: client.id, userId: user.id }),
  ]);
  const balance = credit.general + credit.membership;
  return {
    id: user.id,
    reference: user.reference,
    firstName: user.firstName,
    lastName: user.lastName,
    email: accountEmail(user),
    role: user.role,
    currencySymbol: client.currencySymbol,
    homeVenueSlug: user.homeVenueSlug,
    membershipUser: membership
      ? { homeVenueId: membership.homeVenueId, homeVenueSlug: membership.homeVenueSlug }
      : null,
    credit: { balance, formatted: formatMoney(balance, client.currencySymbol) },
    hasInstruction: billing.hasInstruction,
    hasBillingDate: billing.hasBillingDate,
    ...complianceFlagsOf(compliance),
    hasMembershipArrears: billing.arrears.count > 0,
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

/**
 * Logs in, counting the attempt before the password is checked (rate-limit.ts): 429 once the
 * account from this address, or this address, used up its failures, whatever the password.
 */
export async function logIn(
  db: Database,
  input: { client: ClientRow; username: string; password: string; ip: string },
): Promise<{ session: StartedSession; user: UserWithVenue }> {
  const user = await findUserByLogin(db, input.client.id, input.username);
  const attempt = await reserveAttempt(db, {
    clientId: input.client.id,
    action: 'login',
    account: accountKeyOf(input.username, user),
    ip: input.ip,
  });
  // An unknown account costs a verification too, so timing does not tell who has one.
  const stored = user?.passwordHash ?? (await dummyPasswordHash());
  const isMatch = await hashingFor(input.ip, () => verifyPassword(input.password, stored));
  if (!user || !isMatch) throw invalidCredentials();
  await attempt.succeeded();
  if (needsRehash(stored)) {
    const rehashed = await hashingFor(input.ip, () => hashPassword(input.password));
    await updatePasswordHash(db, input.client.id, user.id, rehashed);
  }
  return { session: await startSession(db, input.client.id, user.id), user };
}

export async function logOut(db: Database, clientId: number, token: string) {
  await db.transaction((tx) => revokeSessionByHash(tx, clientId, hashToken(token), new Date()));
}

/** The server's own checks of a new password, beyond the contract's length and blank checks. */
export function assertUncommonPassword(password: string) {
  if (isBlankPassword(password)) validationFailedWith('password', authMessages.passwordBlank);
  if (isCommonPassword(password)) validationFailedWith('password', authMessages.passwordTooCommon);
}

export function validationFailedWith(field: string, message: string): never {
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
 * home venue and that the email is free; answers its id. Sign-up and the front desk both use it;
 * the hash runs through the process's gate as a request from `ip`.
 */
export async function createCustomerAccount(
  db: Database,
  client: ClientRow,
  fields: NewCustomerFields,
  password: { plain: string; ip: string },
): Promise<number> {
  if (fields.home_venue_id !== undefined && !(await venueExists(db, client.id, fields.home_venue_id))) {
    validationFailedWith('home_venue_id', 'Choose one of our venues.');
  }
  if (await isEmailTaken(db, client.id, fields.email)) throw duplicateEmail();
  const passwordHash = await hashingFor(password.ip, () => hashPassword(password.plain));
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

/** Creates a customer (always the customer role) and logs them in; counted per address first. */
export async function register(
  db: Database,
  input: { client: ClientRow; body: RegisterRequest; ip: string },
): Promise<{ session: StartedSession; userId: number }> {
  const { client, body } = input;
  await reserveAttempt(db, { clientId: client.id, action: 'register', ip: input.ip });
  if (body.client_id !== client.slug) {
    validationFailedWith('client_id', 'This account cannot be created on this site.');
  }
  assertUncommonPassword(body.password);
  const userId = await createCustomerAccount(db, client, body, { plain: body.password, ip: input.ip });
  return { session: await startSession(db, client.id, userId), userId };
}
