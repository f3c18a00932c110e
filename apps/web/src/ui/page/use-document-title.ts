import { useEffect } from 'react';
import { useClient } from '../../lib/app-context.ts';

export function documentTitle(clientName: string, page: string | null): string {
  return page ? `${clientName} | ${page}` : clientName;
}

/** Sets document.title to '{client name} | {page}'. */
export function useDocumentTitle(page: string | null): void {
  const client = useClient();
  useEffect(() => {
    document.title = documentTitle(client.name, page);
  }, [client.name, page]);
}
