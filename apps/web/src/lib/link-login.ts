import type { AuthUser, LinkCodePreview } from '@leisure/contracts';
import { authPaths } from '@leisure/contracts/routes/paths';
import { isApiError, statusMessages } from './api.ts';
import { sendApi } from './api-call.ts';
import { exchangeToken, readIsLoggedIn } from './auth.ts';

/** The query parameter of a login link (product spec: "token (stored as the login token, then removed)"). */
export const tokenParam = 'token';

export const linkLoginMessages = {
  invalid: 'This login link has expired or was already used.',
} as const;

/** What the server said of a code: not asked yet, not usable, or whom it names. */
export type PreviewAnswer = 'not-asked' | 'invalid' | LinkCodePreview;

export type LinkLoginStep =
  | { step: 'exchange' }
  | { step: 'preview' }
  | { step: 'invalid' }
  | { step: 'keep' }
  | { step: 'ask'; linked: LinkCodePreview };

/**
 * What to do with a link's code (decision 28). Nobody logged in: the link logs them in. Someone
 * logged in: first ask the server whom it names; the same person just stays, and someone else is
 * never switched without being asked.
 */
export function decideLinkLogin(input: { isLoggedIn: boolean; preview: PreviewAnswer }): LinkLoginStep {
  if (!input.isLoggedIn) return { step: 'exchange' };
  if (input.preview === 'not-asked') return { step: 'preview' };
  if (input.preview === 'invalid') return { step: 'invalid' };
  if (input.preview.isCurrentUser) return { step: 'keep' };
  return { step: 'ask', linked: input.preview };
}

/** Where a link leaves the page: nothing more to do, a message, or the question to ask. */
export type LinkLogin =
  | { kind: 'done' }
  | { kind: 'failed'; message: string }
  | { kind: 'ask'; code: string; current: string; linked: LinkCodePreview };

const failureOf = (error: unknown): LinkLogin => ({
  kind: 'failed',
  message:
    isApiError(error) && [401, 404, 409].includes(error.status)
      ? linkLoginMessages.invalid
      : statusMessages.generic,
});

async function previewOf(code: string): Promise<PreviewAnswer> {
  try {
    return await sendApi(authPaths.sessionPreview, { body: { token: code } });
  } catch {
    return 'invalid';
  }
}

/**
 * Follows a link's code to the end: exchanged, kept, refused, or a question for the visitor.
 * The login flag is read again after the preview: a dead session's cookies are cleared by it.
 */
export async function resolveLinkLogin(
  code: string,
  context: { clientId: string; currentUser: () => Promise<AuthUser> },
): Promise<LinkLogin> {
  let preview: PreviewAnswer = 'not-asked';
  for (;;) {
    const next = decideLinkLogin({ isLoggedIn: readIsLoggedIn(context.clientId), preview });
    if (next.step === 'preview') {
      preview = await previewOf(code);
      continue;
    }
    if (next.step === 'keep') return { kind: 'done' };
    if (next.step === 'invalid') return { kind: 'failed', message: linkLoginMessages.invalid };
    try {
      if (next.step === 'exchange') {
        await exchangeToken(code);
        return { kind: 'done' };
      }
      const current = await context.currentUser();
      return { kind: 'ask', code, current: current.firstName, linked: next.linked };
    } catch (error) {
      return failureOf(error);
    }
  }
}

/** Takes the code off the address at once (history.replaceState): it is never kept, whatever follows. */
export function takeTokenParam(): string | undefined {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(tokenParam);
  if (code === null) return undefined;
  url.searchParams.delete(tokenParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code === '' ? undefined : code;
}
