/**
 * The fixed secrets a developer's machine and the tests use when a secret is unset. They are in
 * this public repository, so production refuses to start with any of them (production-check.ts).
 */
export const DEVELOPMENT_HANDOFF_SECRET = 'leisure-bookings-development-handoff-secret';
export const DEVELOPMENT_SANDBOX_WEBHOOK_SECRET = 'sandbox-development-webhook-secret';
/** Seals clients' payment secrets outside production (32 bytes, base64). */
export const DEVELOPMENT_PAYMENT_SETTINGS_KEY = 'bGVpc3VyZS1kZXZlbG9wbWVudC1wYXltZW50LWtleSE=';

/** Every value published as a development secret, including the old examples of the docs. */
export const KNOWN_DEVELOPMENT_SECRETS: ReadonlySet<string> = new Set([
  DEVELOPMENT_HANDOFF_SECRET,
  DEVELOPMENT_SANDBOX_WEBHOOK_SECRET,
  DEVELOPMENT_PAYMENT_SETTINGS_KEY,
]);
