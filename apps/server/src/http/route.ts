import { ErrorBody, envelope } from '@leisure/contracts';
import type { Route } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checksumOf, matchesEtag } from './checksum.ts';

export interface DataRouteContext<Q, P, B> {
  query: Q;
  params: P;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A route of the table (`@leisure/contracts/routes`) whose success body is the envelope. */
export type DataRouteSpec = Route & { data: z.ZodType };

/** What a request's part is once parsed: the route's schema's output, or nothing. */
type PartOf<R, K extends 'query' | 'params' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The server's side of a route: its documentation and its handler (method, path, schemas: the table). */
export interface DataRouteOptions<R extends DataRouteSpec> {
  summary: string;
  description?: string;
  tags: string[];
  successStatus?: 200 | 201;
  /** Extra documented failure statuses (422, 404 and 500 are always documented). */
  errorStatuses?: number[];
  handler: (
    context: DataRouteContext<PartOf<R, 'query'>, PartOf<R, 'params'>, PartOf<R, 'body'>>,
  ) => Promise<z.input<R['data']>>;
}

/**
 * Registers a route of the table whose success body is `{data, checksum}`. The payload is parsed
 * with its contract schema (so every response matches the OpenAPI document), hashed exactly as
 * sent, and answered with 304 when the client already holds it.
 */
export function dataRoute<R extends DataRouteSpec>(
  app: FastifyInstance,
  route: R,
  options: DataRouteOptions<R>,
): void {
  const successStatus = options.successStatus ?? 200;
  const errorResponses = Object.fromEntries(
    [...new Set([404, 422, 500, ...(options.errorStatuses ?? [])])].map((status) => [status, ErrorBody]),
  );
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: options.summary,
      tags: options.tags,
      // Only the parts a route has: Fastify warns about parts given as undefined.
      ...(options.description && { description: options.description }),
      ...(route.query && { querystring: route.query }),
      ...(route.params && { params: route.params }),
      ...(route.body && { body: route.body }),
      response: { [successStatus]: envelope(route.data), ...errorResponses },
    },
    handler: async (request, reply) => {
      const payload = await options.handler({
        query: request.query as PartOf<R, 'query'>,
        params: request.params as PartOf<R, 'params'>,
        body: request.body as PartOf<R, 'body'>,
        request,
        reply,
      });
      return sendData(request, reply, serialise(route.data, payload), successStatus);
    },
  });
}

interface Serialised {
  json: string;
  checksum: string;
}

/**
 * Payload objects already parsed, stringified and hashed. A handler that answers from a cache
 * returns the same (never mutated) object again, and then costs no parse or hash at all.
 */
const serialisedPayloads = new WeakMap<z.ZodType, WeakMap<object, Serialised>>();

function serialise(schema: z.ZodType, payload: unknown): Serialised {
  const isObject = typeof payload === 'object' && payload !== null;
  let bySchema = serialisedPayloads.get(schema);
  const known = isObject ? bySchema?.get(payload) : undefined;
  if (known) return known;
  const json = JSON.stringify(schema.parse(payload));
  const serialised = { json, checksum: checksumOf(json) };
  if (isObject) {
    if (!bySchema) {
      bySchema = new WeakMap();
      serialisedPayloads.set(schema, bySchema);
    }
    bySchema.set(payload, serialised);
  }
  return serialised;
}

function sendData(
  request: FastifyRequest,
  reply: FastifyReply,
  { json, checksum }: Serialised,
  status: number,
) {
  reply.header('ETag', `"${checksum}"`);
  reply.header('Cache-Control', 'no-cache');
  if (request.method === 'GET' && matchesEtag(request.headers['if-none-match'], checksum)) {
    return reply.code(304).send();
  }
  const body = `{"data":${json},"checksum":"${checksum}"}`;
  return reply.code(status).type('application/json; charset=utf-8').send(Buffer.from(body));
}
