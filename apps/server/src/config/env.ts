import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Every setting of the server, parsed once at start. The only reader of `process.env`. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /**
   * A streaming read replica of DATABASE_URL's database. Only reads that may lag use it (public
   * venues, themes, activities and the listings of visitors with no session and no basket); each
   * process opens a second pool of DATABASE_POOL_SIZE connections to it, and falls back to the
   * primary while it cannot be reached (db/replica-pool.ts). Unset: every read uses the primary.
   */
  DATABASE_READ_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Server processes answering on PORT (Node's cluster module, no sticky sessions: sessions,
   * baskets, holds and idempotency keys live in the database). Above 1 the first process runs the
   * migrations and the demo seed, then starts this many workers, each with its own pool of
   * DATABASE_POOL_SIZE connections, and restarts any that dies. Above 1 needs DATABASE_URL:
   * PGlite is embedded in one process.
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  DEFAULT_CLIENT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('demo'),
  BASE_PATH: z
    .string()
    .regex(/^\/([a-zA-Z0-9_-]+\/)*$/, 'BASE_PATH must start and end with "/"')
    .default('/'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  AUTH_BEARER: booleanFlag,
  TRUST_PROXY: booleanFlag,
  /** How long a basket item keeps its place. */
  CART_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * Seconds a process reuses a client's row (name, time zone, maintenance flag) before reading
   * it again: a change to a client reaches every process within this time. 0 reads it on
   * every request.
   */
  CLIENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  /**
   * Milliseconds a process remembers that a class, slot or course had no place left, answering
   * further adds of it with 409 without asking the database (0: never). A place freed meanwhile
   * becomes addable at most this much later; a place is only ever granted by the database.
   */
  SOLD_OUT_MEMORY_MS: z.coerce.number().int().min(0).max(5_000).default(1_000),
  /**
   * The parent domain the apps are served under, e.g. `leisure.example.com` for
   * `https://bookings.{client}.leisure.example.com`. When set, links in emails always use it and
   * never the request's Host header; unset (a developer's machine), they follow the request's
   * host, or `http://{app}.{client}.localhost:{PORT}` for mail sent by a background job.
   */
  PUBLIC_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'PUBLIC_DOMAIN must be a domain name such as leisure.example.com')
    .optional(),
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it mail goes to the outbox table only. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Leisure bookings <no-reply@leisure.localhost>'),
  /**
   * The card processor: `sandbox` (built in), `opayo` or `stripe`. Checked when a payment starts
   * (modules/payments/registry.ts), so an operator sees "Payment provider 'x' is not supported".
   */
  PAYMENT_PROVIDER: z.string().trim().min(1).default('sandbox'),
  /**
   * Signs the kiosk's basket hand-off links (the QR code); required in production, a fixed
   * development secret is used when unset elsewhere.
   */
  HANDOFF_SECRET: z.string().min(32).optional(),
  /** Signs the sandbox provider's webhooks; a fixed development secret is used when unset outside production. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  OPAYO_API_URL: z.url().default('https://pi-test.sagepay.com/api/v1'),
  OPAYO_VENDOR_NAME: z.string().optional(),
  OPAYO_INTEGRATION_KEY: z.string().optional(),
  OPAYO_INTEGRATION_PASSWORD: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API host (a local fake); the official host when unset. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Settings that only make sense together. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message:
        'a read replica needs its primary: set DATABASE_URL too (PGlite has no replicas), or unset DATABASE_READ_URL',
    });
  }
});

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = CheckedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
