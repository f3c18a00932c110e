import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppConfig } from '../lib/app-config.ts';
import type { HostInfo } from '../lib/host.ts';
import { Toaster } from '../ui/toast/index.ts';
import { AppRouter } from './app-router.tsx';
import { Boot } from './boot.tsx';
import { createQueryClient } from './query-client.ts';

export function App({ config, host }: { config: AppConfig; host: HostInfo }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Boot config={config} host={host}>
        <AppRouter />
      </Boot>
      <Toaster />
    </QueryClientProvider>
  );
}
