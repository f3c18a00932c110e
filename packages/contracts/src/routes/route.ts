import type { z } from 'zod';

/**
 * The route table: every `/api` path the server serves, written once (docs/decisions/0030-one-route-table.md).
 * Each area has a light half (`<area>.paths.ts`: method and path, no zod, safe for the web's
 * entry chunk) and a schema half (`<area>.ts`: params, query, body and the `data` inside the
 * `{data, checksum}` envelope). This module holds no value built with zod.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path as Fastify writes it (`/api/venues/:idOrSlug`), with its method. */
export interface PathSpec {
  method: HttpMethod;
  path: string;
}

/** A path of the table, named by its area and its key there. */
export interface RoutePath<A extends string = string, N extends string = string> extends PathSpec {
  area: A;
  name: N;
}

/** The schemas of a route; a route without `data` answers something other than the envelope. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  data?: z.ZodType;
}

export type Route = RoutePath & RouteSchemas;

type NamedPaths<A extends string, T extends Record<string, PathSpec>> = {
  readonly [K in keyof T & string]: T[K] & { readonly area: A; readonly name: K };
};

/** An area's light half: each path gets its area and name, which lead the web to its schemas. */
export function definePaths<A extends string, const T extends Record<string, PathSpec>>(
  area: A,
  table: T,
): NamedPaths<A, T> {
  const named = Object.entries(table).map(([name, spec]) => [name, { ...spec, area, name }]);
  return Object.fromEntries(named) as NamedPaths<A, T>;
}

/** An area's schema half: the light half with each route's schemas (every path has an entry). */
export function defineRoutes<
  P extends Record<string, RoutePath>,
  const S extends { [K in keyof P]: RouteSchemas },
>(paths: P, schemas: S): { readonly [K in keyof P]: P[K] & S[K] } {
  const routes = Object.entries(paths).map(([name, path]) => [name, { ...path, ...schemas[name] }]);
  return Object.fromEntries(routes) as { readonly [K in keyof P]: P[K] & S[K] };
}

/** A route's path with its parameters filled in, each encoded: `pathOf(sitePaths.venue, { idOrSlug: 'leeds' })`. */
export function pathOf(route: PathSpec, params: Readonly<Record<string, string | number>> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
