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
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
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
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it mail goes to the outbox table only. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Leisure bookings <no-reply@leisure.localhost>'),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
