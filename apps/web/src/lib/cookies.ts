import { cookieDomainFor } from '@leisure/contracts';
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

/** The `document.cookie` line that sets a cookie: on `domain` when given, else host-only. */
export function cookieLine(
  name: string,
  value: string,
  options: { maxAgeSeconds?: number; domain?: string | undefined } = {},
): string {
  const { maxAgeSeconds = oneYearSeconds, domain } = options;
  const scope = domain ? `; Domain=${domain}` : '';
  return `${name}=${encodeURIComponent(value)}; Path=/${scope}; Max-Age=${maxAgeSeconds}; ${sameSiteAttributes()}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number = oneYearSeconds): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = cookieLine(name, value, { maxAgeSeconds });
  forgetCookieCache();
}

/**
 * Writes a cookie every app of the client reads: on the parent domain the server scopes the
 * session to (`cookieDomainFor`, from the contracts), host-only where there is none (plain
 * localhost, an IP address). A host-only copy written before is removed, so it cannot shadow it.
 */
export function writeSharedCookie(name: string, value: string, host: string = window.location.host): void {
  const domain = cookieDomainFor(host);
  if (domain) deleteCookie(name);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = cookieLine(name, value, { domain });
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
