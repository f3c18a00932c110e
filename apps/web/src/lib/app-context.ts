import type { Client, Theme } from '@leisure/contracts';
import { createContext, useContext } from 'react';
import type { AppConfig } from './app-config.ts';
import type { HostInfo } from './host.ts';

/** What the app knows once it has booted: config, host, client and theme. */
export interface AppContextValue {
  config: AppConfig;
  host: HostInfo;
  /** The host the page runs on (with port), for links to the other apps. */
  hostname: string;
  client: Client;
  theme: Theme;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside the booted app');
  return value;
}

export function useClient(): Client {
  return useAppContext().client;
}
