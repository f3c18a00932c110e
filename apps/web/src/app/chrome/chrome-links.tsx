import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../lib/app-context.ts';
import { crossAppUrl, type LinkModes, withModes } from '../../lib/app-links.ts';
import type { AppName } from '../../lib/host.ts';
import { pageLocation } from '../../lib/page-environment.ts';
import { useSystem } from '../../lib/system-store.ts';

/** A link inside this app (router path) or a full link to another app. */
export interface ChromeHref {
  to: string;
  isExternal: boolean;
}

export interface ChromeLinks {
  home: ChromeHref;
  bookActivity: ChromeHref;
  bookCourse: ChromeHref;
  buyMembership: ChromeHref | null;
  myAccount: ChromeHref;
  register: ChromeHref;
  basket: ChromeHref;
  kioskHome: ChromeHref | null;
}

/**
 * The kiosk start page: the client's `kioskHomeUrl` when set, else `/kiosk` of the online-joining
 * app; either way a full link with kiosk=true and the centre, so the start page stays a kiosk.
 */
export function kioskHomeHref(input: {
  kioskHomeUrl: string | null;
  clientId: string;
  modes: LinkModes;
}): ChromeHref {
  const modes = { ...input.modes, isKiosk: true };
  if (input.kioskHomeUrl) {
    try {
      return {
        to: withModes(new URL(input.kioskHomeUrl, pageLocation().href), modes).toString(),
        isExternal: true,
      };
    } catch {
      return { to: input.kioskHomeUrl, isExternal: true };
    }
  }
  const to = crossAppUrl({
    from: pageLocation(),
    target: 'online-joining',
    clientId: input.clientId,
    path: '/kiosk',
    modes,
  });
  return { to, isExternal: true };
}

/** Where the header and drawer links go from the app that is running. */
export function useChromeLinks(): ChromeLinks {
  const { host, client } = useAppContext();
  const modes = useSystem();
  const link = (target: AppName, path: string): ChromeHref =>
    target === host.app
      ? { to: path, isExternal: false }
      : {
          to: crossAppUrl({ from: pageLocation(), target, clientId: client.clientId, path, modes }),
          isExternal: true,
        };
  return {
    home: { to: '/', isExternal: false },
    bookActivity: link('bookings', '/redirect-to-selected-venue'),
    bookCourse: link('bookings', '/course-redirect-to-selected-venue'),
    buyMembership: client.onlineJoiningEnabled ? link('online-joining', '/') : null,
    myAccount: link('my-account', '/'),
    register: link('bookings', '/register'),
    basket: link('bookings', '/basket'),
    kioskHome: modes.isKiosk
      ? kioskHomeHref({ kioskHomeUrl: client.kioskHomeUrl, clientId: client.clientId, modes })
      : null,
  };
}

interface ChromeLinkProps {
  href: ChromeHref;
  children: ReactNode;
  className?: string;
  testId?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

export function ChromeLink({ href, children, className, testId, onClick, ...rest }: ChromeLinkProps) {
  if (href.isExternal) {
    return (
      <a href={href.to} className={className} data-testid={testId} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href.to} className={className} data-testid={testId} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}

/** One link of a menu's list, in its `<li>`; nothing when the link does not apply (`href` null). */
export function ChromeLinkItem({
  href,
  ...props
}: Omit<ChromeLinkProps, 'href'> & { href: ChromeHref | null }) {
  if (!href) return null;
  return (
    <li>
      <ChromeLink href={href} {...props} />
    </li>
  );
}
