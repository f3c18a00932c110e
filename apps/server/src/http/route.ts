import { ErrorBody, envelope } from '@leisure/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checksumOf, matchesEtag } from './checksum.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DataRouteContext<Q, P, B> {
  query: Q;
  params: P;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface DataRouteDefinition<
  Q extends z.ZodType,
  P extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
> {
  method: HttpMethod;
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  querystring?: Q;
  params?: P;
  body?: B;
  /** The payload schema: the response is `{data, checksum}` around it. */
  data: D;
  successStatus?: 200 | 201;
  /** Extra documented failure statuses (422, 404 and 500 are always documented). */
  errorStatuses?: number[];
  handler: (context: DataRouteContext<z.output<Q>, z.output<P>, z.output<B>>) => Promise<z.input<D>>;
}

/**
 * Registers a route whose success body is `{data, checksum}`. The payload is parsed with its
 * contract schema (so every response matches the OpenAPI document), hashed exactly as sent,
 * and answered with 304 when the client already holds it.
 */
export function dataRoute<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  definition: DataRouteDefinition<Q, P, B, D>,
): void {
  const successStatus = definition.successStatus ?? 200;
  const errorResponses = Object.fromEntries(
    [...new Set([404, 422, 500, ...(definition.errorStatuses ?? [])])].map((status) => [status, ErrorBody]),
  );
  app.route({
    method: definition.method,
    url: definition.url,
    schema: {
      summary: definition.summary,
      tags: definition.tags,
      // Only the parts a route has: Fastify warns about parts given as undefined.
      ...(definition.description && { description: definition.description }),
      ...(definition.querystring && { querystring: definition.querystring }),
      ...(definition.params && { params: definition.params }),
      ...(definition.body && { body: definition.body }),
      response: { [successStatus]: envelope(definition.data), ...errorResponses },
    },
    handler: async (request, reply) => {
      const payload = await definition.handler({
        query: request.query as z.output<Q>,
        params: request.params as z.output<P>,
        body: request.body as z.output<B>,
        request,
        reply,
      });
      return sendData(request, reply, serialise(definition.data, payload), successStatus);
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
