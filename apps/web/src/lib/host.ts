import { type AppName, appNames, type HostTarget, parseHost } from '@leisure/contracts';

/** Host → app and client: one rule, shared with the server (packages/contracts/src/hosts.ts). */
export { type AppName, appNames, parseHost };
export type HostInfo = HostTarget;

function isAppName(label: string | undefined): label is AppName {
  return label !== undefined && (appNames as readonly string[]).includes(label);
}

/** Drops the port (also for bracketed IPv6), a trailing dot and the case. */
export function stripPort(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end === -1 ? trimmed : trimmed.slice(0, end + 1);
  }
  const colons = trimmed.split(':').length - 1;
  // More than one colon without brackets is a bare IPv6 address: no port to strip.
  const withoutPort = colons === 1 ? trimmed.slice(0, trimmed.indexOf(':')) : trimmed;
  return withoutPort.replace(/\.$/, '');
}

export function isIpAddress(hostname: string): boolean {
  if (hostname.startsWith('[') || hostname.includes(':')) return true;
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The host name of another app of the same client, keeping the host's shape
 * (`bookings.demo.localhost` -> `online-joining.demo.localhost`). Plain localhost gets
 * `{app}.{client}.localhost`; an IP address cannot carry sub-domains and is returned as is.
 */
export function hostForApp(host: string, target: AppName, client: string): string {
  const hostname = stripPort(host);
  if (isIpAddress(hostname)) return host;
  const port = /:\d+$/.exec(host.trim())?.[0] ?? '';
  const labels = hostname.split('.');
  const appIndex = isAppName(labels[0]) ? 0 : isAppName(labels[1]) ? 1 : -1;
  if (appIndex === -1) {
    return `${target}.${client}.${hostname}${port}`;
  }
  labels[appIndex] = target;
  return `${labels.join('.')}${port}`;
}
