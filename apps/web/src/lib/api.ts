import type { ErrorBody, embeddedRequestHeader } from '@leisure/contracts';
import type { z } from 'zod';
import { isServerRender, pageCookies, pageFetch } from './page-environment.ts';
import { isInFrame } from './system-store.ts';

/** zod and the contracts load with the first request, not with the app (docs/decisions/0023-bundle-budget.md). */
const loadParsers = () => import('./response-parsers.ts');

/** The contract's header, typed against it: a value imported from the contracts would pull zod in. */
const embeddedHeader: typeof embeddedRequestHeader = 'x-embedded';

/** A contract schema, or a loader of one (the route table's, `lib/route-schemas.ts`), loaded beside the request. */
export type SchemaSource<T extends z.ZodType> = T | (() => Promise<T>);

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

type ErrorCode = ErrorBody['code'];

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
  return /(?:^|;\s*)auth_state_[^=]+=1(?:;|$)/.test(pageCookies());
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
  if (isInFrame()) headers[embeddedHeader] = 'true';
  const wasLoggedIn = hasAuthStateCookie();
  try {
    const response = await pageFetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
    // The server clears the auth cookies with its 401; the app logs out by reloading.
    if (response.status === 401 && wasLoggedIn && !isServerRender()) {
      window.dispatchEvent(new Event(sessionEndedEvent));
    }
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: statusMessages.generic });
  }
}

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { parseErrorBody } = await loadParsers();
  const errorBody = parseErrorBody(body);
  if (errorBody) return new ApiError({ status, ...errorBody });
  return new ApiError({ status, message: messageForStatus(status) });
}

async function loadSchema<T extends z.ZodType>(schema: SchemaSource<T>): Promise<T> {
  return typeof schema === 'function' ? schema() : schema;
}

/** Calls the API, unwraps `{data}` and parses it with the contract schema; throws `ApiError` on failure. */
export async function apiFetch<T extends z.ZodType>(
  path: string,
  schema: SchemaSource<T>,
  request: ApiRequest = {},
): Promise<z.infer<T>> {
  // The parsers and the schema download while the request is under way.
  const parsing = Promise.all([loadParsers(), loadSchema(schema)]);
  parsing.catch(() => {});
  const response = await send(path, request);
  const body = await readJson(response);
  if (!response.ok) throw await toApiError(response.status, body);
  const [{ parseEnvelope }, loadedSchema] = await parsing;
  const parsed = parseEnvelope(loadedSchema, body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError({ status: response.status, message: statusMessages.generic });
  }
  return (parsed.data as { data: z.infer<T> }).data;
}

/** Like `apiFetch` for calls whose answer the caller does not read (or that answer 204). */
export async function apiSend(path: string, request: ApiRequest): Promise<void> {
  const response = await send(path, request);
  if (!response.ok) throw await toApiError(response.status, await readJson(response));
}

/** react-query retry rule: 422 and 409 are final answers; anything else is tried up to 3 times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 422 || error.status === 409)) return false;
  return failureCount < 3;
}
