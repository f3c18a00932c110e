import { type AppName, cookieDomainFor, hostLayoutOf as layoutOf, splitHost } from '@leisure/contracts';

// The cookie domain rule lives in the contracts, so the web apps scope their cookies the same way.
export { cookieDomainFor };

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Plain `localhost`, `*.localhost` or an IP address: a developer's machine, served over http. */
export function isLocalHost(host: string): boolean {
  const { hostname } = splitHost(host);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    IPV4.test(hostname) ||
    hostname.startsWith('[')
  );
}

/**
 * The origin of another app of the same client, derived from the request's host:
 * `bookings.demo.localhost:8080` → `http://my-account.demo.localhost:8080` for `my-account`.
 * Plain hosts only serve the bookings app, so they are kept as they are.
 */
export function appOriginFor(host: string, app: AppName): string {
  const layout = layoutOf(host);
  const labels = [...layout.labels];
  if (layout.kind === 'app-first') labels[0] = app;
  if (layout.kind === 'client-first') labels[1] = app;
  const protocol = isLocalHost(host) ? 'http' : 'https';
  return `${protocol}://${labels.join('.')}${layout.port ? `:${layout.port}` : ''}`;
}

/**
 * The origin of one of a client's apps for links in emails. With `PUBLIC_DOMAIN` it is always
 * `https://{app}.{client}.{PUBLIC_DOMAIN}`, so a forged Host header can never put another site
 * in a customer's mail. Without it (development) it follows `host`, the request's, or for mail
 * sent by a background job, `http://{app}.{client}.localhost:{port}`.
 */
export function mailOriginFor(input: {
  publicDomain: string | undefined;
  port: number;
  clientSlug: string;
  app: AppName;
  host?: string | undefined;
}): string {
  if (input.publicDomain) return `https://${input.app}.${input.clientSlug}.${input.publicDomain}`;
  if (input.host) return appOriginFor(input.host, input.app);
  return `http://${input.app}.${input.clientSlug}.localhost:${input.port}`;
}

/** The client slug and the base a host names, to tell a client's own hosts from any other. */
export function siteOf(host: string): { client: string; base: string } | undefined {
  const layout = layoutOf(host);
  if (layout.kind === 'app-first') {
    return { client: layout.labels[1] ?? '', base: layout.labels.slice(2).join('.') };
  }
  if (layout.kind === 'client-first') {
    return { client: layout.labels[0] ?? '', base: layout.labels.slice(2).join('.') };
  }
  return undefined;
}

export function hostnameOf(host: string): string {
  return splitHost(host).hostname;
}
