// Declarations only: what buildApp decorates every Fastify instance with.
import type { Env } from '../config/env.ts';
import type { Database, DatabaseKind } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseKind;
    config: Env;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Account emails: the outbox, and SMTP when `SMTP_URL` is set (modules/mail/mailer.ts). */
    mailer: import('../modules/mail/mailer.ts').Mailer;
  }
}
