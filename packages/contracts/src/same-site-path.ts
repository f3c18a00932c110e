/**
 * The one test of a redirect target that came from outside (a `redirect` query value, a page's
 * redirect, a trailing-slash redirect): the web apps and the server both follow only what this
 * answers, so neither can send a browser to another site. Schema-free, so a page that needs it
 * evaluates no contract schema.
 */

/** An origin no request has: a target that resolves to another one leaves the site. */
const probeOrigin = 'http://same-site.invalid';

/**
 * Control characters (browsers drop tab and newline from URLs, and Node refuses a header that holds
 * one) and backslashes (browsers read `\` as `/` in a path).
 */
function hasUnsafeCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
    if (character === '\\') return true;
  }
  return false;
}

/** A longer target is no page of this site; refusing it keeps the header small. */
const maxLength = 2048;

function decodedOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Whether `text`, as given and decoded once, is a path of this site and nothing a browser reads otherwise. */
function looksSameSite(text: string): boolean {
  const decoded = decodedOnce(text);
  if (decoded === undefined) return false;
  return [text, decoded].every(
    (form) => form.startsWith('/') && !form.startsWith('//') && !hasUnsafeCharacter(form),
  );
}

/**
 * `target` as a path of this site (`/path?query#hash`, dot segments resolved), or `fallback` (`/`,
 * or the app's base path) when it is anything else: another site (`//host`, `/\host`, a scheme),
 * a relative path, a control character (tab, newline) or backslash, as given or decoded once, or
 * an address that does not parse.
 */
export function sameSitePath(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > maxLength || !looksSameSite(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Resolving dot segments can make a second slash lead (`/.//host`): checked again as it will be sent.
  return looksSameSite(path) ? path : fallback;
}
