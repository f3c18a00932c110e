import { createHash } from 'node:crypto';
import { ErrorBody } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/test-app.test-kit.ts';

const testApp = useTestApp({
  register: (app) => {
    // A probe with a body and a query, for the parts of the wire format no read-only call has.
    app.post(
      '/api/test-probe',
      {
        schema: {
          body: z.object({ name: z.string().min(2), items: z.array(z.object({ id: z.number() })) }),
        },
      },
      async () => ({ data: { ok: true }, checksum: '' }),
    );
  },
});

describe('success envelope', () => {
  it('wraps the payload with the SHA-256 of the data exactly as sent', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/venues' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const dataText = response.body.slice('{"data":'.length, response.body.lastIndexOf(',"checksum"'));
    const body = response.json() as { data: unknown; checksum: string };
    expect(JSON.stringify(body.data)).toBe(dataText);
    expect(body.checksum).toBe(createHash('sha256').update(dataText).digest('hex'));
    expect(response.headers.etag).toBe(`"${body.checksum}"`);
  });

  it('answers 304 with no body when If-None-Match carries the checksum', async () => {
    const first = await testApp.request({ method: 'GET', url: '/api/client' });
    const etag = first.headers.etag as string;
    const second = await testApp.request({
      method: 'GET',
      url: '/api/client',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await testApp.request({
      method: 'GET',
      url: '/api/client',
      headers: { 'if-none-match': '"abc"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('returns camelCase keys', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/client' });
    const keys = Object.keys((response.json() as { data: object }).data);
    expect(keys).toContain('onlineJoiningEnabled');
    expect(keys.some((key) => key.includes('_'))).toBe(false);
  });

  it('tags every response with a request id', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/client' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('failures', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json())).toEqual({
      message: 'Unable to complete request, item not found.',
      code: 'not_found',
      errors: {},
    });
  });

  it('answers 422 with the field map when the schema refuses the input', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/test-probe',
      payload: { name: 'x', items: [{ id: 'one' }] },
    });
    expect(response.statusCode).toBe(422);
    const body = ErrorBody.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['items.0.id', 'name']);
  });

  it('answers 422 for a bad query parameter', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/geocode?q=a' });
    expect(response.statusCode).toBe(422);
    expect(ErrorBody.parse(response.json()).errors).toHaveProperty('q');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab", ',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).code).toBe('malformed_json');
  });

  it('never sends a stack trace', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(Object.keys(response.json() as object).sort()).toEqual(['code', 'errors', 'message']);
  });
});

describe('OpenAPI', () => {
  it('documents every call built so far', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/api/client',
      '/api/frontend/theme',
      '/api/venues',
      '/api/venues/online-joining',
      '/api/venues/{idOrSlug}',
      '/api/activities/footer',
      '/api/geocode',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });

  it('serves a human page', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
