import { z } from 'zod';

export const appNames = ['bookings', 'my-account', 'online-joining'] as const;
export const AppName = z.enum(appNames);
export type AppName = z.infer<typeof AppName>;

export interface HostTarget {
  app: AppName;
  /** The client slug named by the host, or null when the host names none (use the default client). */
  client: string | null;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function isAppName(label: string | undefined): label is AppName {
  return label !== undefined && (appNames as readonly string[]).includes(label);
}

/**
 * Host → app and client (docs/product.md, 'Tenants, hosts and apps'): `{app}.{client}.{base}` or `{client}.{app}.{base}`;
 * plain `localhost` or an IP address is the bookings app of the default client.
 */
export function parseHost(host: string): HostTarget {
  const hostname = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  if (hostname === '' || hostname === 'localhost' || IPV4.test(hostname) || hostname.includes(':')) {
    return { app: 'bookings', client: null };
  }
  const labels = hostname.split('.');
  const [first, second] = labels;
  // A candidate that is the host's last label is the base (`bookings.localhost`), not a client.
  const clientAt = (index: number) => (index < labels.length - 1 ? (labels[index] ?? null) : null);
  if (isAppName(first)) return { app: first, client: clientAt(1) };
  if (isAppName(second)) return { app: second, client: clientAt(0) };
  return { app: 'bookings', client: clientAt(0) };
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}
