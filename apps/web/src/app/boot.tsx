import type { Theme } from '@leisure/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { isApiError } from '../lib/api.ts';
import type { AppConfig } from '../lib/app-config.ts';
import { AppContext, type AppContextValue } from '../lib/app-context.ts';
import { authUserQuery, hasTokenParam } from '../lib/auth.ts';
import type { HostInfo } from '../lib/host.ts';
import { type LinkLogin, resolveLinkLogin, takeTokenParam } from '../lib/link-login.ts';
import { pageLocation } from '../lib/page-environment.ts';
import { clientQuery, themeQuery } from '../lib/queries.ts';
import { readSelectedVenue } from '../lib/venue-cookie.ts';
import { FullPageError, LoadingSpinner, Maintenance, UnknownSite } from '../ui/screens/index.ts';
import { loadFonts } from '../ui/theme/fonts.ts';
import { emptyTheme } from '../ui/theme/index.ts';
import { applyThemeVariables, resolveTheme, themeVariables } from '../ui/theme/theme-variables.ts';
import { toast } from '../ui/toast/index.ts';

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

const SwitchAccountDialog = lazy(() =>
  import('./chrome/switch-account-dialog.tsx').then((m) => ({ default: m.SwitchAccountDialog })),
);

const noLink: LinkLogin = { kind: 'done' };

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
  const queryClient = useQueryClient();
  const clientId = host.client ?? config.defaultClient;
  const session = useQuery({
    queryKey: ['session-token'],
    queryFn: () => {
      const code = takeTokenParam();
      if (code === undefined) return noLink;
      return resolveLinkLogin(code, { clientId, currentUser: () => queryClient.fetchQuery(authUserQuery()) });
    },
    // Nothing to exchange: no wait (the page's client and theme may already be in it).
    initialData: hasTokenParam() ? undefined : noLink,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const link = useLinkLoginOutcome(session.data);
  // Client and theme load side by side: the host already names the client the venue cookie is for.
  const venueSlug = readSelectedVenue(host.client ?? config.defaultClient);
  const client = useQuery({ ...clientQuery(), enabled: session.isSuccess });
  const theme = useQuery({ ...themeQuery(venueSlug), enabled: session.isSuccess });
  const isMaintenance = [theme.error, client.error].some(
    (error) => isApiError(error) && error.status === 503,
  );
  const isThemeless = isMaintenance || client.isError || theme.isError;
  // The theme's colours go on :root before the app first paints; the error screens (maintenance,
  // an unknown client) have no client's theme, so they take the default one.
  useLayoutEffect(() => {
    if (theme.data) void applyTheme(theme.data);
    else if (isThemeless) void applyTheme(emptyTheme);
  }, [theme.data, isThemeless]);

  if (isMaintenance) return <Maintenance />;
  // An unknown client: "Go home" would load this same host, and this same screen, again.
  if (isApiError(client.error) && client.error.code === 'unknown_client') return <UnknownSite />;
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
  return (
    <AppContext.Provider value={value}>
      {children}
      {link.question ? (
        <Suspense fallback={null}>
          <SwitchAccountDialog {...link.question} onDone={link.dismiss} />
        </Suspense>
      ) : null}
    </AppContext.Provider>
  );
}

/** A refused link says so once; a question stays until the visitor answers it. */
function useLinkLoginOutcome(outcome: LinkLogin | undefined) {
  const [isAnswered, setIsAnswered] = useState(false);
  useEffect(() => {
    if (outcome?.kind === 'failed') toast.danger(outcome.message);
  }, [outcome]);
  return {
    question: outcome?.kind === 'ask' && !isAnswered ? outcome : undefined,
    dismiss: () => setIsAnswered(true),
  };
}
