import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiFetch, apiSend } from './api.ts';
import { readCookie } from './cookies.ts';

/** Login status poll, per spec. */
export const loginPollMs = 5000;

/** The readable companion of the HttpOnly auth cookie: present (=1) while logged in. */
export const authStateCookieName = (clientId: string) => `auth_state_${clientId}`;

export function readIsLoggedIn(clientId: string): boolean {
  return readCookie(authStateCookieName(clientId)) === '1';
}

const authListeners = new Set<() => void>();

/** Tells every `useIsLoggedIn` to look at the cookie again (after login, logout, token exchange). */
export function notifyAuthChanged(): void {
  for (const listener of authListeners) listener();
}

/** Whether a customer is logged in, checked every 5 seconds and after each auth change. */
export function useIsLoggedIn(clientId: string): boolean {
  const [isLoggedIn, setIsLoggedIn] = useState(() => readIsLoggedIn(clientId));
  useEffect(() => {
    const check = () => setIsLoggedIn(readIsLoggedIn(clientId));
    check();
    authListeners.add(check);
    const timer = window.setInterval(check, loginPollMs);
    return () => {
      authListeners.delete(check);
      window.clearInterval(timer);
    };
  }, [clientId]);
  return isLoggedIn;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/** The server sets the auth cookies; the token in the answer is for Bearer clients, so it is not read. */
export async function logIn(credentials: LoginCredentials): Promise<void> {
  await apiFetch('/api/auth/customer/login', z.unknown(), { method: 'POST', body: credentials });
  notifyAuthChanged();
}

export async function logOut(): Promise<void> {
  await apiSend('/api/auth/logout', { method: 'POST' });
  notifyAuthChanged();
}

/** Exchanges a `token` query parameter for the auth cookies. */
export async function exchangeToken(token: string): Promise<void> {
  await apiSend('/api/auth/session', { method: 'POST', body: { token } });
  notifyAuthChanged();
}

/**
 * Takes a `token` query parameter off the current URL: exchanges it for the session, then
 * removes it with history.replaceState (also when the exchange fails, so it is never kept).
 */
export async function consumeTokenParam(): Promise<void> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  try {
    await exchangeToken(token);
  } catch (error) {
    console.warn('The login token could not be exchanged', error);
  } finally {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}
