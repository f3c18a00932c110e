import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as contracts from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type $ZodRegistry, $ZodType, type GlobalMeta } from 'zod/v4/core';

/**
 * The named schemas of the document (its `components.schemas`): those of this server's own copy of
 * the contracts, found by identity. Not zod's global registry's list of ids: that registry is one
 * per process (zod keeps it on `globalThis`), and the web build's server render, loaded into this
 * process (page-renderer.ts), bundles a copy of the contracts of its own, whose schema modules
 * register the same ids again as pages first need them. Read from there, the document met two
 * `AuthUser`s once a page had loaded the web's, and could not be made (a 500 for good). Every named
 * schema of an API route lives in the contracts, so this is all of them; `danglingRefs` checks it.
 */
export function documentSchemas(): $ZodRegistry<GlobalMeta> {
  const registry = z.registry<GlobalMeta>();
  for (const value of Object.values(contracts)) {
    if (!(value instanceof $ZodType)) continue;
    const id = z.globalRegistry.get(value)?.id;
    if (id) registry.add(value, { id });
  }
  return registry;
}

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

/** Every `$ref` of the document that names no schema of its `components.schemas`. */
export function danglingRefs(document: unknown): string[] {
  const schemas =
    (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const dangling = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') {
        const name = typeof value === 'string' ? SCHEMA_REF.exec(value)?.[1] : undefined;
        if (name === undefined || !(name in schemas)) dangling.add(String(value));
      }
      visit(value);
    }
  };
  visit(document);
  return [...dangling];
}

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with: once, as
 * the app gets ready (every route is registered by then), so a document that cannot be made, or
 * that names a schema it lacks, stops the server from starting rather than failing later.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Leisure bookings API',
        version: '1.0.0',
        description:
          'Success bodies are `{data, checksum}` (checksum: SHA-256 hex of the JSON of `data`; send it back in ' +
          '`If-None-Match` for a 304). Failures are `{message, code, errors}`. Request keys are snake_case, ' +
          'response keys camelCase. The client (tenant) comes from the host name.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentSchemas() }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  let document: unknown;
  app.addHook('onReady', async () => {
    document = app.swagger();
    const dangling = danglingRefs(document);
    if (dangling.length > 0)
      throw new Error(`The OpenAPI document names missing schemas: ${dangling.join(', ')}`);
  });
  app.get(routes.site.openApiDocument.path, { schema: { hide: true } }, async () => document);
}
