import { isApiError, statusMessages } from './api.ts';

/** A query's opt-in error toast (`meta.errorToast`): shown when the query fails. */
export interface ErrorToastMeta {
  /** Defaults to 'Error'. */
  title?: string;
  /** The text to show; the server's message (or the generic text) when left out; '' shows nothing. */
  message?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: ErrorToastMeta };
  }
}

/** The toast a failed query shows, or null when it shows none. */
export function errorToastFor(
  meta: ErrorToastMeta | undefined,
  error: unknown,
): { title: string; text: string } | null {
  if (!meta || meta.message === '') return null;
  const fromServer = isApiError(error) && error.message !== '' ? error.message : statusMessages.generic;
  return { title: meta.title ?? 'Error', text: meta.message ?? fromServer };
}
