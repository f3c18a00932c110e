import { ErrorBody, embeddedRequestHeader, envelope } from '@leisure/contracts';
import type { z } from 'zod';
import { isInFrame } from './system-store.ts';

export const statusMessages = {
  notFound: 'Unable to complete request, item not found.',
  forbidden: 'Unauthorised.',
  generic: 'Something has gone wrong, please try again.',
} as const;

/** The generic text shown for a failed request, by status. */
export function messageForStatus(status: number): string {
  if (status === 404) return statusMessages.notFound;
  if (status === 403) return statusMessages.forbidden;
  return statusMessages.generic;
}

type ErrorCode = z.infer<typeof ErrorBody>['code'];

/** A failed API call: the HTTP status plus the contract's error body (status 0 for network failures). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly errors: Record<string, string[]>;

  constructor(init: {
    status: number;
    message: string;
    code?: ErrorCode | null;
    errors?: Record<string, string[]>;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code ?? null;
    this.errors = init.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Fired on window when a request of a logged-in page answers 401: the session is over. */
export const sessionEndedEvent = 'leisure:session-ended';

/** The readable companion of the auth cookie, for any client (`auth_state_{client}=1`). */
function hasAuthStateCookie(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)auth_state_[^=]+=1(?:;|$)/.test(document.cookie);
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  // The server rejects cookie-authenticated state changes without this header (CSRF defence).
  if (mutatingMethods.has(method)) headers['X-Requested-With'] = 'XMLHttpRequest';
  // Inside another site's iframe the server sets partitioned SameSite=None cookies (docs/embedding.md).
  if (isInFrame()) headers[embeddedRequestHeader] = 'true';
  const wasLoggedIn = hasAuthStateCookie();
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
    // The server clears the auth cookies with its 401; the app logs out by reloading.
    if (response.status === 401 && wasLoggedIn) window.dispatchEvent(new Event(sessionEndedEvent));
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: statusMessages.generic });
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError({ status, ...parsed.data });
  return new ApiError({ status, message: messageForStatus(status) });
}

/** Calls the API, unwraps `{data}` and parses it with the contract schema; throws `ApiError` on failure. */
export async function apiFetch<T extends z.ZodType>(
  path: string,
  schema: T,
  request: ApiRequest = {},
): Promise<z.infer<T>> {
  const response = await send(path, request);
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  const parsed = envelope(schema).safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError({ status: response.status, message: statusMessages.generic });
  }
  return (parsed.data as { data: z.infer<T> }).data;
}

/** Like `apiFetch` for calls whose answer the caller does not read (or that answer 204). */
export async function apiSend(path: string, request: ApiRequest): Promise<void> {
  const response = await send(path, request);
  if (!response.ok) throw toApiError(response.status, await readJson(response));
}

/** react-query retry rule: 422 and 409 are final answers; anything else is tried up to 3 times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 422 || error.status === 409)) return false;
  return failureCount < 3;
}
