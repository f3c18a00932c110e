import { useSyncExternalStore } from 'react';

/**
 * The page the code renders for: in the browser its window, on the server the request being
 * rendered (entry-server.tsx). Code that runs while rendering, or fetching for it, reads the
 * address, cookies and API from here, never from `window` or `document` directly, so the same
 * components and queries run on both.
 */
export interface ServerRequest {
  url: URL;
  cookie: string;
  /** Whether the browser says it is a phone's (its User-Agent): the server cannot measure the screen. */
  isPhone: boolean;
  /** The API, as the page would call it (same origin, the request's cookies). */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** Where the page sent the browser while rendering (`redirectOnServer`): the server answers so. */
  redirectTo?: string;
  /**
   * The HTTP status the page answers with when not 200 (`answerStatusOnServer`): 404 for the
   * not-found screens. Cleared before each render, so it is the last render's.
   */
  status?: number;
  /** Set when the render did what only the browser can show (a toast): the page is left to it. */
  needsBrowser?: boolean;
  /** The page's document title, as the browser's `useDocumentTitle` would set it. */
  title?: string;
  /** When the server rendered the page (ms since the epoch): its clock for countdowns. */
  renderedAt: number;
}

let currentServerRequest: () => ServerRequest | undefined = () => undefined;

/**
 * The server render names the request it is rendering (one per async context, as requests
 * overlap): entry-server.tsx, once.
 */
export function setServerRequestSource(source: () => ServerRequest | undefined): void {
  currentServerRequest = source;
}

/** True while the server renders a page. */
export const isServerRender = () => currentServerRequest() !== undefined;

/**
 * On the server, records that the page sends the browser to `href` (the server then answers with
 * that redirect, not a page) and returns true; in the browser returns false.
 */
export function redirectOnServer(href: string): boolean {
  const serverRequest = currentServerRequest();
  if (!serverRequest) return false;
  serverRequest.redirectTo ??= href;
  return true;
}

/**
 * On the server, records the HTTP status the rendered page answers with (a not-found screen's 404);
 * in the browser does nothing. The renderer, not the component, turns it into the response.
 */
export function answerStatusOnServer(status: number): void {
  const serverRequest = currentServerRequest();
  if (serverRequest) serverRequest.status = status;
}

/**
 * On the server, records that the render did what only the browser can show (a toast), so the page
 * is left to the browser to draw, and returns true; in the browser returns false.
 */
export function leavePageToBrowser(): boolean {
  const serverRequest = currentServerRequest();
  if (!serverRequest) return false;
  serverRequest.needsBrowser = true;
  return true;
}

/**
 * On the server, records the page's document title (the innermost component's, rendered last) and
 * returns true; in the browser returns false.
 */
export function titleOnServer(title: string): boolean {
  const serverRequest = currentServerRequest();
  if (!serverRequest) return false;
  serverRequest.title = title;
  return true;
}

/**
 * The time a render shows (ms since the epoch): on the server, when it rendered the page; in the
 * browser's hydration, the same (the server writes it on `<html>`, `data-rendered-at`), so a
 * countdown hydrates with the server's text; otherwise now. A component shows the browser's own
 * clock once hydrated (`useHydrated`).
 */
export function renderClock(): number {
  const serverRequest = currentServerRequest();
  if (serverRequest) return serverRequest.renderedAt;
  const renderedAt =
    typeof document === 'undefined' ? Number.NaN : Number(document.documentElement.dataset.renderedAt);
  return Number.isFinite(renderedAt) ? renderedAt : Date.now();
}

/** The page's address. */
export function pageLocation(): URL | Location {
  return currentServerRequest()?.url ?? window.location;
}

/** Whether a User-Agent says it is a phone's: all the server knows of the screen. */
export const isPhoneUserAgent = (userAgent: string) => /\bMobi/.test(userAgent);

/**
 * What the server takes a `min-width` media query to answer: no on a phone, yes elsewhere. The
 * browser's hydration makes the same guess from its own User-Agent, so it renders what the server
 * did, then measures and corrects a wrong guess.
 */
export function serverMatchesMinWidth(): boolean {
  const serverRequest = currentServerRequest();
  if (serverRequest) return !serverRequest.isPhone;
  return typeof navigator === 'undefined' || !isPhoneUserAgent(navigator.userAgent);
}

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it rendered; true from the
 * browser's next render on. For what only the browser shows (the body's toasts), so the hydration
 * matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

let cookieCache: string | undefined;

/**
 * The page's cookies, as `document.cookie` gives them. The browser's answer is kept until the
 * current task's microtasks have run: a render asks many times, and each read of
 * `document.cookie` costs a trip to the browser's cookie store.
 */
export function pageCookies(): string {
  const serverRequest = currentServerRequest();
  if (serverRequest) return serverRequest.cookie;
  if (typeof document === 'undefined') return '';
  if (cookieCache === undefined) {
    cookieCache = document.cookie;
    queueMicrotask(forgetCookieCache);
  }
  return cookieCache;
}

/** After a cookie is written: the next read asks the browser again. */
export function forgetCookieCache(): void {
  cookieCache = undefined;
}

/** A call to the API: the browser's `fetch`, or on the server the API in the same process. */
export function pageFetch(path: string, init: RequestInit): Promise<Response> {
  const serverRequest = currentServerRequest();
  return serverRequest ? serverRequest.fetch(path, init) : fetch(path, init);
}
