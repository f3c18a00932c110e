import { sitePaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, isApiError } from './api.ts';
import { callApi } from './api-call.ts';

/** Boot calls: a missing client, maintenance or a missing venue are final answers, not worth retrying. */
function retryUnlessFinal(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && [404, 409, 422, 503].includes(error.status)) return false;
  return failureCount < 3;
}

export const clientQuery = () =>
  queryOptions({
    queryKey: ['client'],
    queryFn: ({ signal }) => callApi(sitePaths.client, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessFinal,
  });

/** The venue's theme; when the venue has none (404), the client's theme without a venue. */
export async function fetchTheme(venueSlug: string | null, signal?: AbortSignal) {
  if (venueSlug) {
    try {
      return await callApi(sitePaths.theme, { query: { venue: venueSlug }, signal });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return callApi(sitePaths.theme, { signal });
}

export const themeQuery = (venueSlug: string | null) =>
  queryOptions({
    queryKey: ['theme', venueSlug],
    queryFn: ({ signal }) => fetchTheme(venueSlug, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessFinal,
  });

export const footerQuery = (venueSlug: string | null) =>
  queryOptions({
    queryKey: ['footer', venueSlug],
    queryFn: ({ signal }) => callApi(sitePaths.footer, { query: { venue: venueSlug ?? undefined }, signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessFinal,
  });

export const venueQuery = (slug: string) =>
  queryOptions({
    queryKey: ['venues', slug],
    queryFn: ({ signal }) => callApi(sitePaths.venue, { params: { idOrSlug: slug }, signal }),
    staleTime: 60_000,
    retry: retryUnlessFinal,
  });

export const onlineJoiningVenuesQuery = () =>
  queryOptions({
    queryKey: ['venues', 'online-joining'],
    queryFn: ({ signal }) => callApi(sitePaths.joiningVenues, { signal }),
    staleTime: 60_000,
  });

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
