import { describe, expect, it } from 'vitest';
import { type Shopper, useBookingKit } from '../test/booking-kit.test-kit.ts';
import {
  type DocumentSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  servedDocument,
} from '../test/served-document.test-kit.ts';

/**
 * Every operation of the OpenAPI document, called with malformed, oversized and wrong-typed
 * input by a visitor, a customer and a staff user: never a 5xx, and every failure in the
 * contract's shape (`message`, `code`, `errors`).
 */

const kit = useBookingKit();

type Schema = DocumentSchema;
type Document = OpenApiDocument;

const HUGE = 'x'.repeat(200_000);
const DEEP = JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`) as unknown;

/** Path values a route must refuse cleanly. */
const badPathValues = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '1.5',
  '%00',
  encodeURIComponent('<script>'),
  'x'.repeat(2_000),
];

/** A value of the wrong type for a schema. */
function wrongTypeFor(schema: Schema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: [null, true, -1] };
  }
}

function resolve(document: Document, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components?.schemas?.[name];
}

/** Bodies a route must refuse cleanly: wrong shapes, every property of the wrong type, oversized. */
function badBodies(document: Document, operation: Operation): unknown[] {
  const schema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  const properties = Object.entries(schema?.properties ?? {});
  const wrongTyped = Object.fromEntries(
    properties.map(([name, property]) => [name, wrongTypeFor(resolve(document, property))]),
  );
  const oversized = Object.fromEntries(properties.map(([name]) => [name, HUGE]));
  const negative = Object.fromEntries(properties.map(([name]) => [name, -2147483649]));
  return [null, [], 'just a string', 42, {}, wrongTyped, oversized, negative, DEEP];
}

function urlsFor(path: string, operation: Operation): string[] {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const fill = (value: string) => path.replace(/\{\w+\}/g, value);
  const base = pathNames.length === 0 ? [path] : badPathValues.map(fill);
  const queries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (queries.length === 0) return base;
  const wrong = queries.map(
    (query) => `${query.name}=${encodeURIComponent(String(wrongTypeFor(query.schema)))}`,
  );
  const huge = queries.map((query) => `${query.name}=${HUGE.slice(0, 5_000)}`);
  const doubled = queries.map((query) => `${query.name}=1&${query.name}=2`);
  return base.flatMap((url) => [
    url,
    `${url}?${wrong.join('&')}`,
    `${url}?${huge.join('&')}`,
    `${url}?${doubled.join('&')}`,
  ]);
}

/** Routes that answer in another format by design (calendar files, the sandbox card pages). */
const notJson = (path: string) =>
  path.endsWith('.ics') || path.includes('sandbox-pay') || path.includes('/file');

function expectContractFailure(path: string, method: string, response: { statusCode: number; body: string }) {
  const where = `${method.toUpperCase()} ${path.slice(0, 120)} -> ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400 || notJson(path)) return;
  const body = JSON.parse(response.body) as { message?: unknown; code?: unknown; errors?: unknown };
  expect(typeof body.message, where).toBe('string');
  expect(typeof body.code, where).toBe('string');
  expect(typeof body.errors, where).toBe('object');
}

describe('every operation of the OpenAPI document, fed hostile input', () => {
  it('never answers 5xx, and fails in the contract shape, for a visitor, a customer and staff', async () => {
    // The document as served, checked as OpenAPI 3.1: a broken one fails here, not by walking nothing.
    const document = await servedDocument(kit.testApp);
    const people: Shopper[] = [kit.visitor(), await kit.customer(), await kit.staff()];
    let calls = 0;
    for (const { path, method, operation } of operationsOf(document)) {
      const bodies = operation.requestBody ? badBodies(document, operation) : [undefined];
      for (const who of people) {
        for (const url of urlsFor(path, operation)) {
          for (const payload of bodies) {
            const response = await kit.call(who, {
              method: method.toUpperCase() as 'GET',
              url,
              ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
              headers: payload === undefined ? {} : { 'content-type': 'application/json' },
            });
            expectContractFailure(url, method, response);
            calls++;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1_000);
  }, 600_000);

  it('refuses malformed JSON and wrong content types in the contract shape', async () => {
    const who = await kit.customer();
    for (const [payload, contentType] of [
      ['{"items": [', 'application/json'],
      ['items=1', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'text/xml'],
      ['\u0000\u0001', 'application/json'],
    ] as const) {
      const response = await kit.call(who, {
        method: 'POST',
        url: '/api/activities/cart/add',
        payload,
        headers: { 'content-type': contentType },
      });
      expectContractFailure('/api/activities/cart/add', 'post', response);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
