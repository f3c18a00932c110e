import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useAppContext } from '../lib/app-context.ts';
import { themeQuery } from '../lib/queries.ts';
import { useSystem } from '../lib/system-store.ts';
import { useSelectedVenueSlug } from '../lib/venue-cookie.ts';
import { Redirect } from '../ui/page/index.ts';
import { applyTheme } from './boot.tsx';
import { Header } from './chrome/header.tsx';
import { LazyLoginModal } from './chrome/lazy-login-modal.tsx';
import { VenueFooter } from './chrome/venue-footer.tsx';
import { KioskGuard } from './kiosk-guard.tsx';
import { PageOutlet } from './lazy-route.tsx';
import { RouteAnnouncer } from './route-focus.tsx';
import { useAuthSession } from './use-auth-session.ts';

/** The venue the page is about: the route's venue, else the saved one. */
function useCurrentVenueSlug(): string | null {
  const { client } = useAppContext();
  const matches = useMatches();
  const params = matches.at(-1)?.params ?? {};
  const savedSlug = useSelectedVenueSlug(client.clientId);
  return params.venueSlug ?? params.slug ?? savedSlug;
}

/** Keeps the theme in step with the venue being looked at (the boot theme shows meanwhile). */
function useVenueTheme(venueSlug: string | null) {
  const { theme: bootTheme } = useAppContext();
  const { data } = useQuery({ ...themeQuery(venueSlug), placeholderData: bootTheme });
  const theme = data ?? bootTheme;
  useEffect(() => {
    void applyTheme(theme);
  }, [theme]);
  return theme;
}

/** The page frame of every app: header, main content, venue footer, login modal, kiosk reset. */
export function Layout() {
  const location = useLocation();
  const { client } = useAppContext();
  useAuthSession(client.clientId);
  const venueSlug = useCurrentVenueSlug();
  const theme = useVenueTheme(venueSlug);
  const { isEmbedded } = useSystem();

  if (location.pathname.length > 1 && location.pathname.endsWith('/')) {
    const pathname = location.pathname.replace(/\/+$/, '') || '/';
    return <Redirect to={{ pathname, search: location.search, hash: location.hash }} />;
  }

  return (
    <>
      <Header theme={theme} />
      {/* With a footer, the page is at least a screen tall, so the footer starts below the fold and
          content arriving late never pushes it across the screen (no layout shift). */}
      <main id="main" tabIndex={-1} className={isEmbedded ? undefined : 'page-main'}>
        <PageOutlet />
      </main>
      {/* Embedded, the operator's own site frames the app: its footer is theirs. */}
      {isEmbedded ? null : <VenueFooter venueSlug={venueSlug} />}
      <RouteAnnouncer mainId="main" />
      <LazyLoginModal />
      <KioskGuard />
      <ScrollRestoration />
    </>
  );
}
