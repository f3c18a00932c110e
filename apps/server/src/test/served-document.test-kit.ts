import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'vitest';
import { danglingRefs } from '../http/openapi.ts';
import type { TestApp } from './test-app.test-kit.ts';

export interface DocumentSchema {
  type?: string | string[];
  properties?: Record<string, DocumentSchema>;
  items?: DocumentSchema;
  anyOf?: DocumentSchema[];
  oneOf?: DocumentSchema[];
  enum?: unknown[];
  $ref?: string;
}

export interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: DocumentSchema }[];
  requestBody?: { content?: Record<string, { schema?: DocumentSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components?: { schemas?: Record<string, DocumentSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

/**
 * `GET /api/docs/openapi.json` as a client fetches it: answered 200, a valid OpenAPI 3.1 document
 * (checked against the specification's own schemas by a validator of its own, not by this
 * project's code), and every `$ref` names one of its schemas.
 */
export async function servedDocument(testApp: TestApp): Promise<OpenApiDocument> {
  const response = await testApp.request({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const document = response.json() as OpenApiDocument & Record<string, unknown>;
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  expect(result.errors ?? [], 'OpenAPI 3.1 validation errors').toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(danglingRefs(document), 'references to missing schemas').toEqual([]);
  return document;
}

/** Every operation of the document: its path, method and description. */
export function operationsOf(
  document: OpenApiDocument,
): { path: string; method: Method; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.flatMap((method) => {
      const operation = operations[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}
