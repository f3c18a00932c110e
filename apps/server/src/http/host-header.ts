import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** A Host as HTTP allows it: a name or IPv4 address, or a bracketed IPv6 address, then a port. */
const VALID_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(:\d{1,5})?$/i;

/** Whether the request's Host is one this server can answer for (HTTP/1.0 may leave it out). */
export function isAcceptableHost(host: string | undefined, httpVersion: string): boolean {
  return host === undefined ? httpVersion === '1.0' : VALID_HOST.test(host);
}

/**
 * Refuses a request whose Host is missing (HTTP/1.1 requires it) or malformed with the contract's
 * 400, before anything reads the host to choose a client. Node's own check (`requireHostHeader`,
 * turned off in app.ts) answered with an empty body and none of the security headers. Registered
 * after the security headers, so its refusal carries them.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isAcceptableHost(request.headers.host, request.raw.httpVersion)) return;
    throw new AppError({
      statusCode: 400,
      code: 'bad_request',
      message: 'The Host header is missing or not valid.',
    });
  });
}
