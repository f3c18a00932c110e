import { QueryCache, QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../lib/api.ts';
import { isServerRender } from '../lib/page-environment.ts';
import { errorToastFor } from '../lib/query-error-toast.ts';
import { toast } from '../ui/toast/index.ts';

/**
 * Query defaults: 422 and 409 are never retried, other failures up to 3 times. A query whose
 * `meta.errorToast` is set shows a danger toast when it fails (title 'Error' by default).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A query the server tried for its render is tried again by the browser, which says so.
        if (isServerRender()) return;
        const shown = errorToastFor(query.meta?.errorToast, error);
        if (shown) toast.show({ type: 'danger', ...shown });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
