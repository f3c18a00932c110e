import { type HostTarget, parseHost } from '@leisure/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createMicroCache } from '../lib/micro-cache.ts';
import { type ClientRow, findClientBySlug } from '../modules/clients/clients.repository.ts';
import { AppError } from './errors.ts';

const resolvedClients = new WeakMap<FastifyRequest, Promise<ClientRow>>();
type ClientCache = ReturnType<typeof createMicroCache<ClientRow | undefined>>;
const clientCaches = new WeakMap<FastifyInstance, ClientCache>();

/** The client rows of one server, kept `CLIENT_CACHE_SECONDS`: every API call needs one. */
function clientCacheOf(app: FastifyInstance): ClientCache {
  let cache = clientCaches.get(app);
  if (!cache) {
    cache = createMicroCache<ClientRow | undefined>({
      ttlMs: app.config.CLIENT_CACHE_SECONDS * 1000,
      maxEntries: 500,
    });
    clientCaches.set(app, cache);
  }
  return cache;
}

/** The app and client slug the request's host names (the default client for plain hosts). */
export function hostTargetOf(
  request: FastifyRequest,
  defaultClient: string,
): HostTarget & { client: string } {
  const target = parseHost(request.headers.host ?? '');
  return { app: target.app, client: target.client ?? defaultClient };
}

/**
 * The client (tenant) this request is for, from its host; 404 for an unknown client, never
 * another client's data, and 503 while the client is in maintenance.
 */
export function requireClient(request: FastifyRequest): Promise<ClientRow> {
  let pending = resolvedClients.get(request);
  if (!pending) {
    pending = loadClient(request.server, hostTargetOf(request, request.server.config.DEFAULT_CLIENT).client);
    resolvedClients.set(request, pending);
  }
  return pending;
}

/** The client named by a slug, read at most once per `CLIENT_CACHE_SECONDS` per process. */
export function clientBySlug(app: FastifyInstance, slug: string): Promise<ClientRow | undefined> {
  return clientCacheOf(app).get(slug, () => findClientBySlug(app.db, slug));
}

/** When to try a client in maintenance again (its API answers and its pages). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = '3600';

async function loadClient(app: FastifyInstance, slug: string): Promise<ClientRow> {
  const client = await clientBySlug(app, slug);
  if (!client) {
    throw new AppError({ statusCode: 404, code: 'unknown_client', message: 'This site does not exist.' });
  }
  if (client.isInMaintenance) {
    throw new AppError({
      statusCode: 503,
      code: 'maintenance',
      message: 'Unable to access the site due to planned maintenance.',
      headers: { 'Retry-After': MAINTENANCE_RETRY_AFTER_SECONDS },
    });
  }
  return client;
}
