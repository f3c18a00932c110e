import type { FastifyInstance } from 'fastify';
import type { IntervalWork } from '../../process/interval-worker.ts';

/** How often a server process sends what the outbox still holds unsent. */
export const OUTBOX_WORKER_INTERVAL_MS = 30_000;

/**
 * With SMTP, every 30 s (and once at start) sends the mails left unsent: by a process that
 * stopped or died between recording a mail and sending it, or by a failed send. Every process
 * runs it; each mail is claimed by one sender at a time (`sendOnce`), so processes running it at
 * once never send a mail twice. Without SMTP the outbox is the mailbox and nothing runs.
 * Tests call `Mailer.deliverPending` directly.
 */
export function outboxWork(app: FastifyInstance): IntervalWork | undefined {
  if (!app.mailer.isSending) return undefined;
  return {
    name: 'outbox',
    intervalMs: OUTBOX_WORKER_INTERVAL_MS,
    runAtStart: true,
    pass: async (isStopping) => {
      const sent = await app.mailer.deliverPending(app.db, { isStopping });
      if (sent > 0) app.log.info({ sent }, 'outbox: unsent mails sent');
    },
  };
}
