// About 11,000 of the most used passwords (well-known leak lists) with their everyday variants
// (years, digits, `!`, look-alike letters); bundled by esbuild like any JSON import.
import list from './common-passwords.json' with { type: 'json' };

const commonPasswords = new Set(list.map((entry) => entry.toLowerCase()));

/** True for a password on the common list, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
