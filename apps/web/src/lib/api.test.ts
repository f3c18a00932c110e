import { Footer } from '@leisure/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiSend, messageForStatus, shouldRetry } from './api.ts';

const checksum = 'a'.repeat(64);

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('unwraps the data envelope and parses it with the schema', async () => {
    respond(200, { data: { html: '<p>Hi</p>' }, checksum });
    await expect(apiFetch('/api/activities/footer', Footer)).resolves.toEqual({ html: '<p>Hi</p>' });
  });

  it('throws an ApiError carrying the error body', async () => {
    respond(422, { message: 'Nope', code: 'validation_failed', errors: { name: ['Required'] } });
    const error = await apiFetch('/api/x', Footer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Nope',
      code: 'validation_failed',
      errors: { name: ['Required'] },
    });
  });

  it('falls back to the generic text when the body is not an error body', async () => {
    respond(404, 'not json');
    await expect(apiFetch('/api/x', Footer)).rejects.toMatchObject({
      status: 404,
      message: 'Unable to complete request, item not found.',
    });
  });

  it('parses with a schema that loads beside the request (the route table loads its schemas so)', async () => {
    const loadFooter = async () => Footer;
    respond(200, { data: { html: '<p>Hi</p>' }, checksum });
    await expect(apiFetch('/api/activities/footer', loadFooter)).resolves.toEqual({
      html: '<p>Hi</p>',
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(200, { data: { html: 3 }, checksum });
    await expect(apiFetch('/api/x', loadFooter)).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a success body that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(200, { data: { html: 3 }, checksum });
    await expect(apiFetch('/api/x', Footer)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('apiSend', () => {
  it('marks state-changing requests as XMLHttpRequest', async () => {
    const fetchMock = respond(200, { data: null, checksum });
    await apiSend('/api/auth/logout', { method: 'POST' });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
  });
});

describe('messageForStatus', () => {
  it('gives the generic text per status', () => {
    expect(messageForStatus(404)).toBe('Unable to complete request, item not found.');
    expect(messageForStatus(403)).toBe('Unauthorised.');
    expect(messageForStatus(500)).toBe('Something has gone wrong, please try again.');
    expect(messageForStatus(418)).toBe('Something has gone wrong, please try again.');
  });
});

describe('shouldRetry', () => {
  it('never retries 422 or 409 and retries others up to 3 times', () => {
    expect(shouldRetry(0, new ApiError({ status: 422, message: '' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 409, message: '' }))).toBe(false);
    expect(shouldRetry(2, new ApiError({ status: 500, message: '' }))).toBe(true);
    expect(shouldRetry(3, new ApiError({ status: 500, message: '' }))).toBe(false);
  });
});
