import { z } from 'zod';
import { tileTemplateProblem } from './map-tiles.ts';
import {
  type ConfigProblem,
  OPAYO_DEFAULT_API_URL,
  productionProblems,
  STRIPE_DEFAULT_JS_URL,
} from './production-check.ts';

const flagValue = z.enum(['true', 'false', '1', '0']);
const isOn = (value: string) => value === 'true' || value === '1';
const booleanFlag = flagValue.default('false').transform(isOn);

/** Every setting of the server, parsed once at start. The only reader of `process.env`. */
const EnvSchema = z.object({
  /**
   * `production` unless said otherwise, so a server started with no settings fails closed
   * (production-check.ts); `npm start` and `npm run dev` set `development`, the tests `test`.
   * Outside production: the demo defaults, development secrets and the development pages.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
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
  /**
   * `info` writes one line per request (a static file's at `debug`), background work's failures
   * and the start and stop of the process (http/logging.ts).
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json`: one JSON object a line, for a log collector. `pretty`: one short readable line each,
   * for a person at a terminal. Unset: `pretty` in development (`npm start`), `json` otherwise.
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /**
   * Create the demo clients, with customers whose passwords are published, on an empty database.
   * Unset: on outside production, off in production (a demo deployment sets it to `true`).
   */
  SEED_DEMO_DATA: flagValue.optional(),
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
  /**
   * The venue map's street tiles: an OpenStreetMap-compatible URL template such as
   * `https://tile.openstreetmap.org/{z}/{x}/{y}.png` ({s} for subdomains, first in the host only).
   * Its origin is added to the pages' `img-src`. Unset: the map draws its offline outline of
   * Great Britain. Needs MAP_TILE_ATTRIBUTION, the credit the tiles' licence asks for.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => tileTemplateProblem(value) === null, {
      error: (issue) => tileTemplateProblem(String(issue.input)) ?? 'MAP_TILE_URL is not valid',
    })
    .optional(),
  /** Plain text shown on the map, e.g. `© OpenStreetMap contributors`. */
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).optional(),
  /** Where the attribution links to, e.g. `https://www.openstreetmap.org/copyright`. */
  MAP_TILE_ATTRIBUTION_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it mail goes to the outbox table only. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Leisure bookings <no-reply@leisure.localhost>'),
  /**
   * The card processor: `sandbox` (built in), `opayo` or `stripe`. Checked when a payment starts
   * (modules/payments/registry.ts), so an operator sees "Payment provider 'x' is not supported".
   */
  PAYMENT_PROVIDER: z.string().trim().min(1).default('sandbox'),
  /**
   * Demo deployments only, as it takes no money: lets production run the sandbox provider,
   * Opayo's test system or Stripe's test mode. Production refuses them without it.
   */
  ALLOW_TEST_PAYMENTS: booleanFlag,
  /**
   * Signs the kiosk's basket hand-off links (the QR code); required in production, a fixed
   * development secret (config/development-secrets.ts) is used when unset elsewhere.
   */
  HANDOFF_SECRET: z.string().min(32).optional(),
  /** Signs the sandbox provider's webhooks; a fixed development secret is used when unset outside production. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Seals each client's payment secrets at rest (AES-256-GCM): 32 bytes, base64 (`openssl rand
   * -base64 32`). Required in production; a fixed development key is used when unset elsewhere.
   */
  PAYMENT_SETTINGS_KEY: z.string().optional(),
  /**
   * Earlier PAYMENT_SETTINGS_KEY values, comma-separated, still accepted to open secrets while
   * `npm run client -- payments reencrypt` moves them to the current key.
   */
  PAYMENT_SETTINGS_OLD_KEYS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  OPAYO_API_URL: z.url().default(OPAYO_DEFAULT_API_URL),
  OPAYO_VENDOR_NAME: z.string().optional(),
  OPAYO_INTEGRATION_KEY: z.string().optional(),
  OPAYO_INTEGRATION_PASSWORD: z.string().optional(),
  /**
   * Who collects Direct Debits for clients without their own payment settings (decision 38):
   * `sandbox` (built in, takes no money), `gocardless`, or `none` (Direct Debit not offered).
   * Unset: the sandbox beside the sandbox card provider (the demo), else none.
   */
  DIRECT_DEBIT_PROVIDER: z.enum(['sandbox', 'gocardless', 'none']).optional(),
  /** GoCardless's API: live unless a test points it at the sandbox or a local fake. */
  GOCARDLESS_API_URL: z.url().default('https://api.gocardless.com'),
  GOCARDLESS_ACCESS_TOKEN: z.string().optional(),
  GOCARDLESS_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API host (a local fake); the official host when unset. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * Stripe.js, which the checkout loads for the card form: Stripe's own (the release train
   * @stripe/stripe-js expects) unless a test points it at a local stand-in. Production refuses
   * any other origin (production-check.ts).
   */
  STRIPE_JS_URL: z.url().default(STRIPE_DEFAULT_JS_URL),
});

/** Settings that only make sense together, and the defaults that depend on NODE_ENV. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message:
        'a read replica needs its primary: set DATABASE_URL too (PGlite has no replicas), or unset DATABASE_READ_URL',
    });
  }
  if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
    context.addIssue({
      code: 'custom',
      path: ['MAP_TILE_ATTRIBUTION'],
      message: "map tiles need their credit: set MAP_TILE_ATTRIBUTION (e.g. '© OpenStreetMap contributors')",
    });
  }
}).transform(({ SEED_DEMO_DATA, LOG_FORMAT, ...env }) => ({
  ...env,
  SEED_DEMO_DATA: SEED_DEMO_DATA === undefined ? env.NODE_ENV !== 'production' : isOn(SEED_DEMO_DATA),
  LOG_FORMAT: LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
}));

export type Env = z.output<typeof CheckedEnvSchema>;

/** The server's settings are unusable: the message names each bad one. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

const UNSET_NODE_ENV_NOTE =
  "NODE_ENV is unset, which means production. On a developer's machine, `npm start` runs the demo (NODE_ENV=development).";

/**
 * Parses and checks every setting; in production also refuses what production-check.ts lists.
 * Every problem is named in one message, the schema's and production's together.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = CheckedEnvSchema.safeParse(cleaned);
  const problems: ConfigProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ setting: issue.path.join('.'), message: issue.message }));
  const isProduction = (cleaned.NODE_ENV ?? 'production') === 'production';
  if (isProduction) {
    const named = new Set(problems.map((problem) => problem.setting));
    problems.push(...productionProblems(cleaned).filter((problem) => !named.has(problem.setting)));
  }
  if (problems.length > 0 || !result.success) {
    const lines = problems.map((problem) => `  ${problem.setting}: ${problem.message}`);
    const note = isProduction && cleaned.NODE_ENV === undefined ? `\n${UNSET_NODE_ENV_NOTE}` : '';
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}${note}`);
  }
  return result.data;
}
