import type { BootData, Client, Theme } from '@leisure/contracts';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError, statusMessages } from './api.ts';
import { readDataBlock } from './app-config.ts';
import { clientQuery, themeQuery } from './queries.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The boot data of the page's `app-config` block; undefined when absent or malformed. */
export function readBootData(doc: Document = document): BootData | undefined {
  const config = readDataBlock('app-config', doc);
  const boot = isRecord(config) ? config.boot : undefined;
  if (!isRecord(boot) || !isRecord(boot.client) || !isRecord(boot.theme)) return undefined;
  const themeVenue = typeof boot.themeVenue === 'string' ? boot.themeVenue : null;
  return { client: boot.client as Client, theme: boot.theme as Theme, themeVenue };
}

/**
 * Puts the boot data where Boot looks for it, so that the first paint needs no request: the
 * client, and the theme when it is the one for the venue the page will ask about.
 */
export function seedBootData(queryClient: QueryClient, boot: BootData | undefined, venueSlug: string | null) {
  if (!boot) return;
  queryClient.setQueryData(clientQuery().queryKey, boot.client);
  if (boot.themeVenue === venueSlug) queryClient.setQueryData(themeQuery(venueSlug).queryKey, boot.theme);
}

/**
 * The answers the server rendered the page with (its `page-data` block, entry-server.tsx), for the
 * query cache; undefined when absent or malformed.
 */
export function readPageData(doc: Document = document): DehydratedState | undefined {
  const data = readDataBlock('page-data', doc);
  if (!isRecord(data) || !Array.isArray(data.queries)) return undefined;
  const pageData = data as unknown as DehydratedState;
  return { ...pageData, queries: pageData.queries.flatMap(withNotFoundRevived) };
}

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * A "not found" answer the page was rendered with (its not-found screen), as the ApiError the page
 * tests for: JSON kept only its status. Any other failure is dropped, for the browser to ask again.
 */
function withNotFoundRevived(query: DehydratedQuery): DehydratedQuery[] {
  if (query.state.status !== 'error') return [query];
  const error: unknown = query.state.error;
  if (!isRecord(error) || error.status !== 404) return [];
  const revived = new ApiError({ status: 404, message: statusMessages.notFound });
  return [{ ...query, state: { ...query.state, error: revived } }];
}
