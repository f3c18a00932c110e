import type { LinkCode, LinkCodePreview } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountEmail } from './account-email.ts';
import { findUserById, insertSession, type UserWithVenue } from './auth.repository.ts';
import { consumeLinkCode, countLinkCodePreview, insertLinkCode } from './link-code.repository.ts';
import { SESSION_ABSOLUTE_MS } from './session.ts';
import { generateToken, hashToken, isWellFormedToken } from './tokens.ts';

/** Long enough to follow a redirect or scan a code, short enough that a leaked one is dead. */
export const LINK_CODE_MS = 2 * 60 * 1000;
/** The web asks once per link; a few more allow a reload, and no more make it an oracle. */
export const LINK_CODE_MAX_PREVIEWS = 5;

/** One answer for unknown, used, expired and another client's codes: nothing is revealed. */
const linkCodeMessage = 'This login link has expired or was already used.';

/** Someone is logged in: who is not given away, and the code is left as it was. */
const someoneElseLoggedIn = () =>
  new AppError({
    statusCode: 409,
    code: 'conflict',
    message: 'Someone else is logged in here. Log out first, then open the link again.',
  });

/** A new single-use code that logs this user in at this client. */
export async function mintLinkCode(
  db: Database,
  input: { clientId: number; userId: number },
  now = new Date(),
): Promise<LinkCode> {
  const code = generateToken();
  const expiresAt = new Date(now.getTime() + LINK_CODE_MS);
  await db.transaction((tx) => insertLinkCode(tx, { ...input, codeHash: hashToken(code), expiresAt, now }));
  return { code, expiresAt: expiresAt.toISOString() };
}

export interface ExchangedSession {
  session: { token: string; expiresAt: Date };
  user: UserWithVenue;
}

/**
 * Uses a link code up and starts a session of its user, in one transaction. Refused with 409 when
 * the request is logged in as someone else (the web asks first, decision 28): the code stays live.
 */
export async function exchangeLinkCode(
  db: Database,
  input: { clientId: number; code: string; viewerUserId: number | undefined },
): Promise<ExchangedSession> {
  const { clientId } = input;
  const exchanged = await db.transaction(async (tx) => {
    if (!isWellFormedToken(input.code)) return undefined;
    const now = new Date();
    const userId = await consumeLinkCode(tx, { clientId, codeHash: hashToken(input.code), now });
    if (userId === undefined) return undefined;
    // Thrown inside the transaction, so the code is not used up.
    if (input.viewerUserId !== undefined && input.viewerUserId !== userId) throw someoneElseLoggedIn();
    const user = await findUserById(tx, clientId, userId);
    if (!user) return undefined;
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await insertSession(tx, { clientId, userId, tokenHash: hashToken(token), expiresAt });
    return { session: { token, expiresAt }, user };
  });
  if (!exchanged) throw new AppError({ statusCode: 401, code: 'unauthenticated', message: linkCodeMessage });
  return exchanged;
}

/** `sam@example.com` → `s•••@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Whom a live code names, without using it up: 404 otherwise (a 401 would end the session of
 * whoever asks, and asking is what a logged-in visitor does).
 */
export async function previewLinkCode(
  db: Database,
  input: { clientId: number; code: string; viewerUserId: number | undefined },
): Promise<LinkCodePreview> {
  const { clientId } = input;
  const userId = isWellFormedToken(input.code)
    ? await countLinkCodePreview(db, {
        clientId,
        codeHash: hashToken(input.code),
        now: new Date(),
        maxPreviews: LINK_CODE_MAX_PREVIEWS,
      })
    : undefined;
  const user = userId === undefined ? undefined : await findUserById(db, clientId, userId);
  if (!user) throw new AppError({ statusCode: 404, code: 'not_found', message: linkCodeMessage });
  return {
    firstName: user.firstName,
    email: maskEmail(accountEmail(user)),
    isCurrentUser: user.id === input.viewerUserId,
  };
}
