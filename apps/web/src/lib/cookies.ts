import { forgetCookieCache, pageCookies } from './page-environment.ts';
import { isInFrame } from './system-store.ts';

/** Reads one cookie by name from a `document.cookie` style string. */
export function readCookie(name: string, cookieString: string = pageCookies()): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const oneYearSeconds = 60 * 60 * 24 * 365;

/**
 * SameSite and the rest, as the server scopes its cookies: inside another site's iframe a Lax
 * cookie is refused, so there it is partitioned to that site (docs/embedding.md).
 */
function sameSiteAttributes(): string {
  if (isInFrame()) return 'SameSite=None; Secure; Partitioned';
  return window.location.protocol === 'https:' ? 'SameSite=Lax; Secure' : 'SameSite=Lax';
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number = oneYearSeconds): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; ${sameSiteAttributes()}`;
  forgetCookieCache();
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${name}=; Path=/; Max-Age=0; ${sameSiteAttributes()}`;
  forgetCookieCache();
}

/** The domains a cookie for `hostname` may have been set on: the host itself and each parent. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  return labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain !== '');
}

/**
 * Removes a cookie whichever domain it was set on (a server may scope it to the parent domain of
 * the app host): the host-only one and one per parent domain.
 */
export function deleteCookieEverywhere(name: string, hostname: string = window.location.hostname): void {
  deleteCookie(name);
  for (const domain of cookieDomains(hostname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
    document.cookie = `${name}=; Path=/; Max-Age=0; Domain=${domain}; ${sameSiteAttributes()}`;
  }
  forgetCookieCache();
}

/** The names of the cookies the page can read. */
export function cookieNames(cookieString: string = pageCookies()): string[] {
  return cookieString
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=') === -1 ? undefined : part.indexOf('=')).trim())
    .filter((name) => name !== '');
}
