import type {
  AuthUser,
  ForgottenPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@leisure/contracts';
import { authPaths } from '@leisure/contracts/routes/paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError, shouldRetry } from './api.ts';
import { callApi, sendApi, sendApiUnread } from './api-call.ts';
import { cookieNames, deleteCookieEverywhere, readCookie } from './cookies.ts';
import { pageLocation } from './page-environment.ts';

/** Login status poll, per spec. */
export const loginPollMs = 5000;

/** The readable companion of the HttpOnly auth cookie: present (=1) while logged in. */
export const authStateCookieName = (clientId: string) => `auth_state_${clientId}`;

export function readIsLoggedIn(clientId: string): boolean {
  return readCookie(authStateCookieName(clientId)) === '1';
}

const authListeners = new Set<() => void>();
let pollTimer: number | undefined;

/** Tells every `useIsLoggedIn` to look at the cookie again (after login, logout, token exchange). */
export function notifyAuthChanged(): void {
  for (const listener of authListeners) listener();
}

/** One 5-second timer for the whole page, running while anything watches the login state. */
function subscribeToAuth(listener: () => void): () => void {
  authListeners.add(listener);
  if (pollTimer === undefined) pollTimer = window.setInterval(notifyAuthChanged, loginPollMs);
  return () => {
    authListeners.delete(listener);
    if (authListeners.size === 0 && pollTimer !== undefined) {
      window.clearInterval(pollTimer);
      pollTimer = undefined;
    }
  };
}

/**
 * Whether a customer is logged in (the `auth_state_{client}` cookie), checked every 5 seconds and
 * after each auth change, so a login or logout on another sub-domain shows here too.
 */
export function useIsLoggedIn(clientId: string): boolean {
  return useSyncExternalStore(
    subscribeToAuth,
    () => readIsLoggedIn(clientId),
    // The server render reads the request's cookies (lib/page-environment.ts).
    () => readIsLoggedIn(clientId),
  );
}

/**
 * The session is over (a 401 while the page thought it was logged in): drop the readable login
 * flag of every client, wherever it was scoped, so the reloaded page starts logged out.
 */
export function forgetSession(): void {
  for (const name of cookieNames()) {
    if (name.startsWith('auth_state_')) deleteCookieEverywhere(name);
  }
}

export const authUserQueryKey = ['auth-user'] as const;

/** Query keys that hold the customer's own data: dropped at logout. */
export const customerQueryKeys = [authUserQueryKey, ['basket'], ['cart']] as const;

/** Boot-time answers that do not depend on who is logged in. */
const sharedQueryRoots = new Set(['client', 'theme', 'session-token', 'footer', 'geocode']);

/** `GET /api/auth/user`: a 401 is the answer "logged out", never worth another try. */
export const authUserQuery = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: ({ signal }) => callApi(authPaths.user, { signal }),
    staleTime: 60_000,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 401) && shouldRetry(failureCount, error),
  });

/** The logged-in customer (undefined while loading or when logged out). */
export function useAuthUser(clientId: string) {
  const isLoggedIn = useIsLoggedIn(clientId);
  const query = useQuery({ ...authUserQuery(), enabled: isLoggedIn });
  return { isLoggedIn, user: isLoggedIn ? query.data : undefined, query };
}

/**
 * After a login or logout (here or on another sub-domain): the customer's own data is dropped
 * or fetched again, and what depends on who is looking (listings, prices) is refreshed.
 */
export async function refreshAfterAuthChange(queryClient: QueryClient, isLoggedIn: boolean): Promise<void> {
  if (!isLoggedIn) {
    for (const queryKey of customerQueryKeys) queryClient.removeQueries({ queryKey });
  }
  await queryClient.invalidateQueries({
    predicate: (query) => !sharedQueryRoots.has(String(query.queryKey[0])),
  });
}

/** The server sets the auth cookies; the token in the answer is for Bearer clients and is not kept. */
export async function logIn(credentials: LoginRequest): Promise<AuthUser> {
  const { user } = await sendApi(authPaths.login, { body: credentials });
  notifyAuthChanged();
  return user;
}

/** Creates the account; the server logs the new customer in (sets the cookies). */
export async function register(body: RegisterRequest, onboardingType?: string | null): Promise<AuthUser> {
  const query = { onboarding_type: onboardingType || undefined };
  const { user } = await sendApi(authPaths.register, { query, body });
  notifyAuthChanged();
  return user;
}

export async function logOut(): Promise<void> {
  await sendApiUnread(authPaths.logout);
  notifyAuthChanged();
}

/** Sends a reset link; the server answers the same whether or not the account exists. */
export async function requestPasswordReset(body: ForgottenPasswordRequest): Promise<string> {
  const { message } = await sendApi(authPaths.forgottenPassword, { body });
  return message;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  const { message } = await sendApi(authPaths.resetPassword, { body });
  return message;
}

/** Exchanges a link code (the `token` query parameter, lib/link-login.ts) for the auth cookies. */
export async function exchangeToken(token: string): Promise<void> {
  await sendApiUnread(authPaths.session, { body: { token } });
  notifyAuthChanged();
}

/** Whether the address carries a login `token` to exchange for the session cookies. */
export const hasTokenParam = () => new URLSearchParams(pageLocation().search).has('token');
