import { useContext, useEffect } from 'react';
import { AppContext } from '../../lib/app-context.ts';

export function documentTitle(clientName: string, page: string | null): string {
  return page ? `${clientName} | ${page}` : clientName;
}

/** Sets document.title to '{client name} | {page}'. */
export function useDocumentTitle(page: string | null): void {
  // Outside the booted app (tests, boot screens) there is no client name to show.
  const clientName = useContext(AppContext)?.client.name;
  useEffect(() => {
    if (clientName) document.title = documentTitle(clientName, page);
  }, [clientName, page]);
}
