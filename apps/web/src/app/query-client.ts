import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../lib/api.ts';

/** Query defaults: 422 and 409 are never retried, other failures up to 3 times. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
