import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, isApiError } from './api.ts';
import { lazySchema } from './lazy-schema.ts';

/** Boot calls: a missing client, maintenance or a missing venue are final answers, not worth retrying. */
function retryUnlessFinal(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && [404, 409, 422, 503].includes(error.status)) return false;
  return failureCount < 3;
}

export const clientQuery = () =>
  queryOptions({
    queryKey: ['client'],
    queryFn: ({ signal }) => apiFetch('/api/client', lazySchema('Client'), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessFinal,
  });

/** The venue's theme; when the venue has none (404), the client's theme without a venue. */
export async function fetchTheme(venueSlug: string | null, signal?: AbortSignal) {
  if (venueSlug) {
    try {
      return await apiFetch(
        `/api/frontend/theme?venue=${encodeURIComponent(venueSlug)}`,
        lazySchema('Theme'),
        { signal },
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return apiFetch('/api/frontend/theme', lazySchema('Theme'), { signal });
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
    queryFn: ({ signal }) =>
      apiFetch(
        venueSlug
          ? `/api/activities/footer?venue=${encodeURIComponent(venueSlug)}`
          : '/api/activities/footer',
        lazySchema('Footer'),
        { signal },
      ),
    staleTime: 5 * 60_000,
    retry: retryUnlessFinal,
  });

export const venueQuery = (slug: string) =>
  queryOptions({
    queryKey: ['venues', slug],
    queryFn: ({ signal }) =>
      apiFetch(`/api/venues/${encodeURIComponent(slug)}`, lazySchema('Venue'), { signal }),
    staleTime: 60_000,
    retry: retryUnlessFinal,
  });

export const onlineJoiningVenuesQuery = () =>
  queryOptions({
    queryKey: ['venues', 'online-joining'],
    queryFn: ({ signal }) => apiFetch('/api/venues/online-joining', lazySchema('VenueList'), { signal }),
    staleTime: 60_000,
  });

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
