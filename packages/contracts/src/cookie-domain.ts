import { type AppName, appNames } from './hosts.ts';

/** A host split into its name (lower case, no trailing dot) and its port, if any. */
export function splitHost(host: string): { hostname: string; port: string | null } {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    const port = trimmed.slice(end + 1).replace(/^:/, '');
    return { hostname: trimmed.slice(0, end + 1), port: port || null };
  }
  const colon = trimmed.lastIndexOf(':');
  if (colon > -1 && trimmed.indexOf(':') === colon) {
    return { hostname: trimmed.slice(0, colon).replace(/\.$/, ''), port: trimmed.slice(colon + 1) || null };
  }
  return { hostname: trimmed.replace(/\.$/, ''), port: null };
}

export interface HostLayout {
  hostname: string;
  port: string | null;
  /** `app-first` is `{app}.{client}.{base}`, `client-first` is `{client}.{app}.{base}`. */
  kind: 'app-first' | 'client-first' | 'other';
  labels: string[];
}

const isAppName = (label: string | undefined): label is AppName =>
  label !== undefined && (appNames as readonly string[]).includes(label);

/** Where the app and the client sit in a host's labels (docs/product.md, 'Tenants, hosts and apps'). */
export function hostLayoutOf(host: string): HostLayout {
  const { hostname, port } = splitHost(host);
  const labels = hostname.split('.');
  // At least one label must remain for the base, as in parseHost.
  if (labels.length >= 3 && isAppName(labels[0])) return { hostname, port, kind: 'app-first', labels };
  if (labels.length >= 3 && isAppName(labels[1])) return { hostname, port, kind: 'client-first', labels };
  return { hostname, port, kind: 'other', labels };
}

/**
 * The cookie Domain shared by a client's three apps: `{client}.{base}` for
 * `{app}.{client}.{base}` and `{base}` for `{client}.{app}.{base}`. Undefined (a host-only
 * cookie) for plain hosts, IP addresses, and when the parent would be a single label
 * (`localhost`, `com`), which browsers refuse as a cookie domain. The server scopes the session
 * cookies with it and the web apps the chosen venue, so what one app sets the others read.
 */
export function cookieDomainFor(host: string): string | undefined {
  const layout = hostLayoutOf(host);
  if (layout.kind === 'other') return undefined;
  const parent = layout.labels.slice(layout.kind === 'app-first' ? 1 : 2);
  return parent.length >= 2 ? parent.join('.') : undefined;
}
