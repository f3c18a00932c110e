import type { ErrorBody } from '@leisure/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors.ts';
import { noteRefusal } from './logging.ts';

const GENERIC_FAILURE = 'Something has gone wrong, please try again.';

/** Turns any thrown error into the contract's `{message, code, errors}`; never leaks a stack. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      const field = fieldName(issue.instancePath);
      errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value'];
    }
    return new AppError({
      statusCode: 422,
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors,
    });
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError({
        statusCode: 400,
        code: 'malformed_json',
        message: 'The request body is not valid JSON.',
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError({
        statusCode: 413,
        code: 'payload_too_large',
        message: 'The request body is too large.',
      });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError({ statusCode: 414, code: 'uri_too_long', message: 'The address is too long.' });
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new AppError({ statusCode: 400, code: 'bad_request', message: 'The address is not valid.' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError({
        statusCode: 415,
        code: 'unsupported_media_type',
        message: 'Send the request body as application/json.',
      });
  }
  if (fastifyError.statusCode === 429) {
    return new AppError({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Too many requests, please try again later.',
    });
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return new AppError({
      statusCode: 400,
      code: 'malformed_json',
      message: 'The request body is not valid JSON.',
    });
  }
  if (isDataException(error)) {
    return new AppError({
      statusCode: 422,
      code: 'validation_failed',
      message: 'A value given is not valid.',
      cause: error,
    });
  }
  return new AppError({ statusCode: 500, code: 'internal_error', message: GENERIC_FAILURE, cause: error });
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a number out of range, a byte sequence it
 * cannot store), here or in the error a query builder wrapped: input no check caught, not a fault.
 */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** `/items/0/id` becomes `items.0.id`; a failure of the whole body is reported under `body`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export function errorBody(error: AppError): ErrorBody {
  return { message: error.message, code: error.code, errors: error.errors };
}

export async function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    // The request's own line carries the code (logging.ts); this one only when debugging.
    noteRefusal(request, appError.code);
    request.log.debug({ code: appError.code, status: appError.statusCode }, appError.message);
  }
  for (const [name, value] of Object.entries(appError.headers)) reply.header(name, value);
  return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(errorBody(appError));
}
