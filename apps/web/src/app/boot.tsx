import type { Theme } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { isApiError } from '../lib/api.ts';
import type { AppConfig } from '../lib/app-config.ts';
import { AppContext, type AppContextValue } from '../lib/app-context.ts';
import { consumeTokenParam, hasTokenParam } from '../lib/auth.ts';
import type { HostInfo } from '../lib/host.ts';
import { pageLocation } from '../lib/page-environment.ts';
import { clientQuery, themeQuery } from '../lib/queries.ts';
import { readSelectedVenue } from '../lib/venue-cookie.ts';
import { FullPageError, LoadingSpinner, Maintenance } from '../ui/screens/index.ts';
import { loadFonts } from '../ui/theme/fonts.ts';
import { applyThemeVariables, resolveTheme, themeVariables } from '../ui/theme/theme-variables.ts';

/** The theme on :root now. */
let appliedTheme: Theme | undefined;

/**
 * Puts the theme's variables on :root, so the first paint has its colours, and starts loading its
 * fonts, which swap in when they arrive (font-display: swap): the first paint never waits for a
 * download. A font that fails leaves the fallback stack.
 */
export async function applyTheme(theme: Theme): Promise<void> {
  // Boot and then the layout apply the same cached theme: its colours are worked out once.
  if (theme === appliedTheme) return;
  appliedTheme = theme;
  const resolved = resolveTheme(theme);
  applyThemeVariables(themeVariables(theme), document.documentElement);
  void loadFonts([resolved.headingFont, resolved.bodyFont]).catch((error: unknown) => {
    console.warn('Theme fonts failed to load', error);
  });
}

interface BootProps {
  config: AppConfig;
  host: HostInfo;
  children: ReactNode;
}

/**
 * Holds the app behind a spinner until the login token (if any) is exchanged and the client and
 * theme are known (at once when the page brought them and there is no token). A 503 (theme or
 * client) is maintenance; any other failure is the full-page error.
 */
export function Boot({ config, host, children }: BootProps) {
  const session = useQuery({
    queryKey: ['session-token'],
    queryFn: async () => {
      await consumeTokenParam();
      return true;
    },
    // Nothing to exchange: no wait (the page's client and theme may already be in it).
    initialData: hasTokenParam() ? undefined : true,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // Client and theme load side by side: the host already names the client the venue cookie is for.
  const venueSlug = readSelectedVenue(host.client ?? config.defaultClient);
  const client = useQuery({ ...clientQuery(), enabled: session.isSuccess });
  const theme = useQuery({ ...themeQuery(venueSlug), enabled: session.isSuccess });
  // The theme's colours go on :root before the app first paints.
  useLayoutEffect(() => {
    if (theme.data) void applyTheme(theme.data);
  }, [theme.data]);

  const isMaintenance = [theme.error, client.error].some(
    (error) => isApiError(error) && error.status === 503,
  );
  if (isMaintenance) return <Maintenance />;
  if (client.isError || theme.isError) return <FullPageError homeHref={config.basePath} standalone />;
  // The client and theme may already be in the page (lib/boot-data.ts): the login token (or a
  // basket hand-off) is still exchanged before anything asks for the customer's data.
  if (!session.isSuccess || !client.data || !theme.data) return <LoadingSpinner />;

  const value: AppContextValue = {
    config,
    host,
    hostname: pageLocation().host,
    client: client.data,
    theme: theme.data,
  };
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
