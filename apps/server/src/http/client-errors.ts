import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, handleError } from './error-handler.ts';
import { AppError } from './errors.ts';
import { API_ERROR_SECURITY_HEADERS, transportSecurityFor } from './security-headers.ts';

/** What Node's HTTP parser refused (a bad request line or header, headers too large, too slow). */
export function clientErrorOf(parserCode: string | undefined): AppError {
  if (parserCode === 'HPE_HEADER_OVERFLOW') {
    return new AppError({
      statusCode: 431,
      code: 'headers_too_large',
      message: 'The request headers are too large.',
    });
  }
  if (parserCode === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError({
      statusCode: 408,
      code: 'request_timeout',
      message: 'The request took too long to arrive.',
    });
  }
  return new AppError({ statusCode: 400, code: 'bad_request', message: 'The request is not valid HTTP.' });
}

/** A whole HTTP/1.1 answer, written straight to the socket: there is no request to reply to. */
export function rawErrorResponse(error: AppError, requestId: string): string {
  const body = JSON.stringify(errorBody(error));
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    'Cache-Control': 'no-store',
    'X-Request-Id': requestId,
    ...API_ERROR_SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler` (bound to the app): the request never reached Fastify, so no
 * hook sets headers. Answers in the contract's shape with the security headers, unless the socket
 * is gone or already carried an answer (Node's own rule: a second one would land inside the
 * first), then closes the connection, whose parser can no longer be trusted.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = clientErrorOf(error.code);
  const requestId = randomUUID();
  this.log.info(
    { reqId: requestId, code: appError.code, status: appError.statusCode, parserCode: error.code },
    appError.message,
  );
  if (socket.writable && socket.bytesWritten === 0) socket.write(rawErrorResponse(appError, requestId));
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors` (a malformed percent-encoding, a path parameter too long): Fastify
 * answers these before any hook, so the headers the hooks give every other answer are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers({ ...API_ERROR_SECURITY_HEADERS, 'X-Request-Id': request.id });
  const transportSecurity = transportSecurityFor(request.headers.host);
  if (transportSecurity) reply.header('Strict-Transport-Security', transportSecurity);
  return handleError(error, request, reply);
}
