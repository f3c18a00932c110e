import { z } from 'zod';

/** Stable snake_case error codes: a code never changes once shipped. */
export const errorCodes = [
  'validation_failed',
  'malformed_json',
  'not_found',
  'unknown_client',
  'maintenance',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'attendee_not_allowed',
  'csrf_rejected',
  'rate_limited',
  'server_busy',
  'conflict',
  'idempotency_conflict',
  'wrong_api_family',
  'place_unavailable',
  'hold_expired',
  'hold_already_extended',
  'payment_declined',
  'payment_failed',
  'unsupported_payment_provider',
  'discount_rejected',
  'credit_unavailable',
  'allowance_unavailable',
  'handoff_invalid',
  'handoff_expired',
  'handoff_used',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'bad_request',
  'headers_too_large',
  'request_timeout',
  'internal_error',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every failure: a human message, a stable code and a field-to-messages map. */
export const ErrorBody = z
  .object({
    message: z.string(),
    code: ErrorCode,
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Every success: the payload under `data`, with the SHA-256 hex of `JSON.stringify(data)`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, checksum: z.string().regex(/^[0-9a-f]{64}$/) });
}
export type Envelope<T> = { data: T; checksum: string };

/** `YYYY-MM-DD`, a calendar date in the client's time zone. */
export const IsoDate = z.iso.date();

export const IdOrSlugParams = z.object({ idOrSlug: z.string().min(1).max(120) });
