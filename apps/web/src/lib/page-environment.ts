/**
 * The page the code renders for: in the browser its window, on the server the request being
 * rendered (entry-server.tsx). Code that runs while rendering reads the address and cookies from
 * here, never from `window` or `document`, so the same components render on both.
 *
 * The server renders synchronously, one request at a time per process, so one slot suffices.
 */
interface ServerRequest {
  url: URL;
  cookie: string;
  /** Whether the browser says it is a phone's (its User-Agent): the server cannot measure the screen. */
  isPhone: boolean;
}

let serverRequest: ServerRequest | undefined;

/** Runs a synchronous server render with `request` as the page. */
export function renderForRequest<T>(request: ServerRequest, render: () => T): T {
  serverRequest = request;
  try {
    return render();
  } finally {
    serverRequest = undefined;
  }
}

/** True while the server renders a page. */
export const isServerRender = () => serverRequest !== undefined;

/** The page's address. */
export function pageLocation(): URL | Location {
  return serverRequest?.url ?? window.location;
}

/**
 * What the server takes a `min-width` media query to answer: no on a phone, yes elsewhere (the
 * browser's first render measures, and corrects a wrong guess).
 */
export const serverMatchesMinWidth = () => serverRequest?.isPhone !== true;

let cookieCache: string | undefined;

/**
 * The page's cookies, as `document.cookie` gives them. The browser's answer is kept until the
 * current task's microtasks have run: a render asks many times, and each read of
 * `document.cookie` costs a trip to the browser's cookie store.
 */
export function pageCookies(): string {
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
