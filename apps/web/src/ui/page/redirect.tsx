import { Navigate, type To, useHref } from 'react-router';
import { redirectOnServer } from '../../lib/page-environment.ts';

/**
 * Sends the browser to `to` in place of this page (replacing it in the history). On the server the
 * redirect is the answer itself (entry-server.tsx), so a rendered page never carries a blank spot.
 */
export function Redirect({ to }: { to: To }) {
  const href = useHref(to);
  if (redirectOnServer(href)) return null;
  return <Navigate replace to={to} />;
}
