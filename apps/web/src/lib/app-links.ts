import { type AppName, hostForApp } from './host.ts';
import type { SystemState } from './system-store.ts';

/** The modes a link to another app carries along (its sessionStorage does not have them). */
export type LinkModes = Pick<SystemState, 'isEmbedded' | 'isKiosk' | 'currentCentre'>;

export interface CrossAppLink {
  /** `window.location` (or a URL) of the current page. */
  from: { protocol: string; host: string };
  target: AppName;
  clientId: string;
  path?: string;
  modes?: LinkModes;
}

/**
 * Adds the modes to a URL: embedded=true when embedded; kiosk=true and the centre at a kiosk.
 * What the URL already says wins (a kiosk home URL naming its own centre keeps it).
 */
export function withModes(url: URL, modes: LinkModes | undefined): URL {
  const add = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  if (modes?.isEmbedded) add('embedded', 'true');
  if (modes?.isKiosk) {
    add('kiosk', 'true');
    if (modes.currentCentre) add('centre', modes.currentCentre);
  }
  return url;
}

/** A full link to another app of the same client; embedded and kiosk pages pass their modes along. */
export function crossAppUrl({ from, target, clientId, path = '/', modes }: CrossAppLink): string {
  const url = new URL(path, `${from.protocol}//${hostForApp(from.host, target, clientId)}`);
  return withModes(url, modes).toString();
}
