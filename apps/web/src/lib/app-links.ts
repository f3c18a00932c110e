import { type AppName, hostForApp } from './host.ts';

export interface CrossAppLink {
  /** `window.location` (or a URL) of the current page. */
  from: { protocol: string; host: string };
  target: AppName;
  clientId: string;
  path?: string;
  isEmbedded?: boolean;
}

/** A full link to another app of the same client; embedded pages pass embedded=true along. */
export function crossAppUrl({
  from,
  target,
  clientId,
  path = '/',
  isEmbedded = false,
}: CrossAppLink): string {
  const url = new URL(path, `${from.protocol}//${hostForApp(from.host, target, clientId)}`);
  if (isEmbedded) url.searchParams.set('embedded', 'true');
  return url.toString();
}
