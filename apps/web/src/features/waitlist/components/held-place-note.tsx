import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../../lib/app-context.ts';
import { crossAppUrl } from '../../../lib/app-links.ts';
import { pageLocation } from '../../../lib/page-environment.ts';
import { useSystem } from '../../../lib/system-store.ts';
import { basketPath, heldPlaceText, heldUntilText } from '../lib/held-place.ts';

/** 'Book now': the basket where the held place is (in the bookings app, or a full page load to it). */
function BookNowLink({ children }: { children?: ReactNode }) {
  const { host, client } = useAppContext();
  const modes = useSystem();
  const label = (
    <>
      Book now
      {children}
    </>
  );
  if (host.app === 'bookings') {
    return (
      <Link to={basketPath} data-testid="held-place-book-now">
        {label}
      </Link>
    );
  }
  const href = crossAppUrl({
    from: pageLocation(),
    target: 'bookings',
    clientId: client.clientId,
    path: basketPath,
    modes,
  });
  return (
    <a href={href} data-testid="held-place-book-now">
      {label}
    </a>
  );
}

/**
 * 'A place is held for you until 14:30 — Book now': an offer from the waiting list, in the
 * client's time zone and clock. `context` is visually-hidden words for the link (which class).
 */
export function HeldPlaceNote({ expiresAt, context }: { expiresAt: string; context?: ReactNode }) {
  const { client } = useAppContext();
  const until = heldUntilText(expiresAt, client.timezone, client.timeFormat);
  return (
    <>
      {heldPlaceText(until)} — <BookNowLink>{context}</BookNowLink>
    </>
  );
}
