import type { ListingViewerQuery } from '@leisure/contracts';
import type { AreaName, HttpMethod, RoutePath, Routes } from '@leisure/contracts/routes';
import { pathOf } from '@leisure/contracts/routes/paths';
import type { z } from 'zod';
import { type ApiRequest, apiFetch, apiSend } from './api.ts';
import { dataSchemaOf } from './route-schemas.ts';

/**
 * Calls a route of the table (`@leisure/contracts/routes/paths`): its path, method, parameters,
 * body and answer come from the table, so a path is written once and a changed answer breaks the
 * build (docs/decisions/0030-one-route-table.md). Built on `apiFetch`: CSRF header, 401 handling,
 * envelope and error parsing are the same for every call.
 */
type Path = RoutePath<AreaName>;

type RouteOf<P> = P extends { area: infer A extends AreaName; name: infer N extends string }
  ? N extends keyof Routes[A]
    ? Routes[A][N]
    : never
  : never;

type PartOf<P, K extends 'params' | 'query' | 'body'> =
  RouteOf<P> extends { [Q in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What a route answers inside `{data, checksum}`. */
export type ApiData<P> = RouteOf<P> extends { data: infer S extends z.ZodType } ? z.output<S> : never;
/** What a route takes as its body. */
export type ApiBody<P> = PartOf<P, 'body'>;
/**
 * What a route takes in its query string. A route without a query schema still takes the
 * listing viewer (`selected_user_id`, staff serving a customer), which the server's basket
 * overlay reads from any listing's address.
 */
export type ApiQuery<P> =
  PartOf<P, 'query'> extends undefined ? z.input<typeof ListingViewerQuery> : PartOf<P, 'query'>;

type Required<P, K extends 'params' | 'body'> =
  PartOf<P, K> extends undefined ? { [Q in K]?: undefined } : { [Q in K]: PartOf<P, K> };

type QueryValue = string | number | boolean | null | undefined;

type Extras = Pick<ApiRequest, 'signal' | 'headers'>;

export type CallOptions<P> = Required<P, 'params'> & { query?: ApiQuery<P> } & Extras;
export type SendOptions<P> = CallOptions<P> & Required<P, 'body'>;

/** A route's address: its path with the parameters filled in, then the query (unset values left out). */
export function urlOf<P extends Path>(route: P, params?: PartOf<P, 'params'>, query?: ApiQuery<P>): string {
  return addressOf(route, params, query);
}

function addressOf(route: Path, params: unknown, query: unknown): string {
  const path = pathOf(route, (params ?? {}) as Record<string, string | number>);
  const pairs = Object.entries((query ?? {}) as Record<string, QueryValue>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/** `GET`s a route and answers its parsed `data`; throws `ApiError` on failure. */
export function callApi<P extends Path & { method: 'GET' }>(
  route: P,
  ...[options]: PartOf<P, 'params'> extends undefined ? [CallOptions<P>?] : [CallOptions<P>]
): Promise<ApiData<P>> {
  const { params, query, signal, headers } = (options ?? {}) as CallOptions<Path>;
  return apiFetch(addressOf(route, params, query), dataSchemaOf(route), { signal, headers }) as Promise<
    ApiData<P>
  >;
}

/** Sends a write (`POST`, `PUT`, `PATCH`, `DELETE`) to a route and answers its parsed `data`. */
export function sendApi<P extends Path & { method: Exclude<HttpMethod, 'GET'> }>(
  route: P,
  ...[options]: [PartOf<P, 'params'>, PartOf<P, 'body'>] extends [undefined, undefined]
    ? [SendOptions<P>?]
    : [SendOptions<P>]
): Promise<ApiData<P>> {
  const { params, query, body, signal, headers } = (options ?? {}) as SendOptions<Path>;
  return apiFetch(addressOf(route, params, query), dataSchemaOf(route), {
    method: route.method,
    body,
    signal,
    headers,
  }) as Promise<ApiData<P>>;
}

/** Like `sendApi` for writes whose answer the caller does not read: nothing is parsed. */
export function sendApiUnread<P extends Path & { method: Exclude<HttpMethod, 'GET'> }>(
  route: P,
  ...[options]: [PartOf<P, 'params'>, PartOf<P, 'body'>] extends [undefined, undefined]
    ? [SendOptions<P>?]
    : [SendOptions<P>]
): Promise<void> {
  const { params, query, body, signal, headers } = (options ?? {}) as SendOptions<Path>;
  return apiSend(addressOf(route, params, query), { method: route.method, body, signal, headers });
}
