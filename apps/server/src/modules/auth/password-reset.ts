import { authMessages } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountEmail } from './account-email.ts';
import {
  consumePasswordReset,
  findUsablePasswordReset,
  findUserByLogin,
  insertPasswordReset,
  retireUserPasswordResets,
  revokeUserSessions,
  updatePasswordHash,
} from './auth.repository.ts';
import { assertUncommonPassword, validationFailedWith } from './auth.service.ts';
import { hashingFor } from './hash-gate.ts';
import { hashPassword } from './password.ts';
import { accountKeyOf, countAttempt, reserveAttempt } from './rate-limit.ts';
import { resetPasswordMail } from './reset-mail.ts';
import { generateToken, hashToken, isWellFormedToken } from './tokens.ts';

const RESET_TOKEN_MS = 60 * 60 * 1000;

/**
 * Sends a reset link when the account exists. The caller answers the same either way, and
 * both paths spend one password hash so the time taken does not tell either. Beyond the
 * account's mails per window (rate-limit.ts) the answer is the same and no mail is sent, so a
 * flood of requests cannot bury a customer's inbox nor tell whether the account exists.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  input: { client: ClientRow; emailOrReference: string; ip: string; bookingsUrl: string },
): Promise<void> {
  const { client, ip } = input;
  const user = await findUserByLogin(db, client.id, input.emailOrReference);
  const account = accountKeyOf(input.emailOrReference, user);
  await reserveAttempt(db, { clientId: client.id, action: 'forgotten_password', account, ip });
  await hashingFor(ip, () => hashPassword(generateToken()));
  const mails = await countAttempt(db, { clientId: client.id, action: 'reset_mail', account, ip });
  if (!user || mails.retryAfterSeconds !== undefined) return;
  const token = generateToken();
  const mail = resetPasswordMail({ client, user, link: withResetToken(input.bookingsUrl, token) });
  const row = await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      clientId: client.id,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
    });
    return mailer.enqueue(tx, { clientId: client.id, to: accountEmail(user), ...mail });
  });
  mailer.deliver(db, row);
}

function withResetToken(bookingsUrl: string, token: string): string {
  const url = new URL(bookingsUrl);
  url.searchParams.set('reset_token', token);
  return url.toString();
}

const invalidToken = (): never => validationFailedWith('token', authMessages.resetTokenInvalid);

/**
 * Sets a new password from a single-use token, ends every session of the account and retires
 * every other reset link it has. The cheap checks come first: the address's attempts, then the
 * token (well formed, known, unexpired, unused), then the password; only then the hash.
 */
export async function resetPassword(
  db: Database,
  input: { client: ClientRow; token: string; password: string; ip: string },
): Promise<void> {
  const clientId = input.client.id;
  await reserveAttempt(db, { clientId, action: 'reset_password', ip: input.ip });
  if (!isWellFormedToken(input.token)) invalidToken();
  const tokenHash = hashToken(input.token);
  if ((await findUsablePasswordReset(db, { clientId, tokenHash, now: new Date() })) === undefined) {
    invalidToken();
  }
  assertUncommonPassword(input.password);
  const passwordHash = await hashingFor(input.ip, () => hashPassword(input.password));
  // Consumed again under the transaction: of two links used at once, one wins.
  const done = await db.transaction(async (tx) => {
    const now = new Date();
    const userId = await consumePasswordReset(tx, { clientId, tokenHash, now });
    if (userId === undefined) return false;
    await retireUserPasswordResets(tx, { clientId, userId, now });
    await updatePasswordHash(tx, clientId, userId, passwordHash);
    await revokeUserSessions(tx, clientId, userId, now);
    return true;
  });
  if (!done) invalidToken();
}
