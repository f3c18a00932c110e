import type { BootData, Client, Theme } from '@leisure/contracts';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
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
  return isRecord(data) && Array.isArray(data.queries) ? (data as unknown as DehydratedState) : undefined;
}
