import { ErrorBody, envelope } from '@leisure/contracts';
import type { z } from 'zod';

/**
 * The zod half of lib/api.ts, loaded beside the first request so that zod and the contracts stay
 * out of the entry chunk (docs/decisions/0023-bundle-budget.md).
 */

/** The contract's error body, or null when the server sent something else. */
export function parseErrorBody(body: unknown): ErrorBody | null {
  const parsed = ErrorBody.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** `{data, checksum}` with `data` parsed by the schema. */
export function parseEnvelope<T extends z.ZodType>(schema: T, body: unknown) {
  return envelope(schema).safeParse(body);
}
