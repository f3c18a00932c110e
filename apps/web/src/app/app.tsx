import type { BootData } from '@leisure/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { sessionEndedEvent } from '../lib/api.ts';
import type { AppConfig } from '../lib/app-config.ts';
import { forgetSession } from '../lib/auth.ts';
import { seedBootData } from '../lib/boot-data.ts';
import type { HostInfo } from '../lib/host.ts';
import { readSelectedVenue } from '../lib/venue-cookie.ts';
import { Toaster } from '../ui/toast/index.ts';
import { AppRouter } from './app-router.tsx';
import { Boot } from './boot.tsx';
import { createQueryClient } from './query-client.ts';

interface AppProps {
  config: AppConfig;
  host: HostInfo;
  /** The client and theme the page brought (lib/boot-data.ts). */
  boot: BootData | undefined;
  /** The server's router (entry-server.tsx); the browser's by default. */
  router?: ReactNode;
}

export function App({ config, host, boot, router = <AppRouter /> }: AppProps) {
  const [queryClient] = useState(() => {
    const created = createQueryClient();
    seedBootData(created, boot, readSelectedVenue(host.client ?? config.defaultClient));
    return created;
  });
  useEffect(() => {
    // A 401 while logged in: the server has dropped the session, so start again logged out
    // (the login flag is cleared here too, so a server that kept it cannot cause a reload loop).
    const reload = () => {
      forgetSession();
      window.location.reload();
    };
    window.addEventListener(sessionEndedEvent, reload);
    return () => window.removeEventListener(sessionEndedEvent, reload);
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
