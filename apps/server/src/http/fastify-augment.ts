// Declarations only: what buildApp decorates every Fastify instance with.
import type { Env } from '../config/env.ts';
import type { Database, DatabaseKind } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * Reads that may lag: the read replica (`DATABASE_READ_URL`) or `db` itself. Only public
     * venue, theme and activity reads and visitors' listings use it (`modules/timetable/listing-source.ts`).
     */
    readDb: Database;
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
