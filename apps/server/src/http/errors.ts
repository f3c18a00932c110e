import type { ErrorCode } from '@leisure/contracts';

export type FieldErrors = Record<string, string[]>;

/** The one error type of the server: a status, a stable code and a human message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(options: {
    statusCode: number;
    code: ErrorCode;
    message: string;
    errors?: FieldErrors;
    headers?: Record<string, string>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.errors = options.errors ?? {};
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message = 'Unable to complete request, item not found.') =>
  new AppError({ statusCode: 404, code: 'not_found', message });

export const validationFailed = (errors: FieldErrors, message = 'The given data was invalid.') =>
  new AppError({ statusCode: 422, code: 'validation_failed', message, errors });
