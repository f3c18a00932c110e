import { useContext, useEffect } from 'react';
import { AppContext } from '../../lib/app-context.ts';
import { titleOnServer } from '../../lib/page-environment.ts';

export function documentTitle(clientName: string, page: string | null): string {
  return page ? `${clientName} | ${page}` : clientName;
}

/**
 * Sets document.title to '{client name} | {page}'; on the server, the page's HTML carries it
 * (entry-server.tsx), so the title is right before any JavaScript runs.
 */
export function useDocumentTitle(page: string | null): void {
  // Outside the booted app (tests, boot screens) there is no client name to show.
  const clientName = useContext(AppContext)?.client.name;
  if (clientName) titleOnServer(documentTitle(clientName, page));
  useEffect(() => {
    if (clientName) document.title = documentTitle(clientName, page);
  }, [clientName, page]);
}
