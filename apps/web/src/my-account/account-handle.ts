import { useMatches } from 'react-router';
import type { Crumb } from '../ui/page/index.ts';

/** What an account route tells the account frame: its section (for the nav) and its page name. */
export interface AccountHandle {
  /** The `accountSections` path the page belongs to. */
  section: string;
  /** The page's name when it is not the section's (a receipt within Payments). */
  title?: string;
  crumbs?: readonly Crumb[];
}

function isAccountHandle(value: unknown): value is AccountHandle {
  return typeof value === 'object' && value !== null && typeof (value as AccountHandle).section === 'string';
}

/** The handle of the deepest account route that has one. */
export function useAccountHandle(): AccountHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isAccountHandle(handle)) return handle;
  }
  return null;
}
