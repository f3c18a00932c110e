import type { BootData } from '@leisure/contracts';
import { type DehydratedState, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { sessionEndedEvent } from '../lib/api.ts';
import type { AppConfig } from '../lib/app-config.ts';
import { forgetSession } from '../lib/auth.ts';
import { seedBootData } from '../lib/boot-data.ts';
import { restoreFormDrafts, saveFormDrafts } from '../lib/form-drafts.ts';
import type { HostInfo } from '../lib/host.ts';
import { readSelectedVenue } from '../lib/venue-cookie.ts';
import { Toaster } from '../ui/toast/index.ts';
import { AppRouter } from './app-router.tsx';
import { Boot } from './boot.tsx';
import { createQueryClient } from './query-client.ts';

interface AppProps {
  config: AppConfig;
  host: HostInfo;
  /** The query cache, made by `createAppQueryClient`. */
  queryClient: QueryClient;
  /** The server's router (entry-server.tsx); the browser's by default. */
  router?: ReactNode;
}

/**
 * The app's query cache, holding what the page brought: the client and theme (lib/boot-data.ts),
 * and the answers the server rendered the page with (entry-server.tsx).
 */
export function createAppQueryClient(input: {
  config: AppConfig;
  host: HostInfo;
  boot: BootData | undefined;
  pageData?: DehydratedState | undefined;
}): QueryClient {
  const queryClient = createQueryClient();
  seedBootData(queryClient, input.boot, readSelectedVenue(input.host.client ?? input.config.defaultClient));
  if (input.pageData) {
    hydrate(queryClient, input.pageData);
    // Answers the server fetched for this very page are not fetched again as the page mounts.
    const fromServer = new Set(input.pageData.queries.map((query) => query.queryHash));
    const freshUntil = Date.now() + pageDataFreshMs;
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: {
        ...queryClient.getDefaultOptions().queries,
        refetchOnMount: (query) => !(fromServer.has(query.queryHash) && Date.now() < freshUntil),
      },
    });
    // A "not found" the page was drawn with (its not-found screen) stays, not a spinner while asked again.
    for (const query of input.pageData.queries) {
      if (query.state.status === 'error')
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  return queryClient;
}

/** How long the answers a page came with count as fresh (the browser does not ask again). */
export const pageDataFreshMs = 10_000;

export function App({ config, host, queryClient, router = <AppRouter /> }: AppProps) {
  useEffect(() => {
    // A 401 while logged in: the server has dropped the session, so start again logged out
    // (the login flag is cleared here too, so a server that kept it cannot cause a reload loop).
    const reload = () => {
      saveFormDrafts();
      forgetSession();
      window.location.reload();
    };
    window.addEventListener(sessionEndedEvent, reload);
    // What the customer had typed before that reload comes back into the same forms.
    const stopRestoring = restoreFormDrafts();
    return () => {
      window.removeEventListener(sessionEndedEvent, reload);
      stopRestoring();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Boot config={config} host={host}>
        {router}
      </Boot>
      <Toaster />
    </QueryClientProvider>
  );
}
