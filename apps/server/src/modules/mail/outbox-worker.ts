import type { FastifyInstance } from 'fastify';

/** How often a server process sends what the outbox still holds unsent. */
export const OUTBOX_WORKER_INTERVAL_MS = 30_000;

/**
 * With SMTP, every 30 s (and once at start) sends the mails left unsent: by a process that
 * stopped or died between recording a mail and sending it, or by a failed send. Every process
 * runs it; each mail is claimed by one sender at a time (`sendOnce`), so processes running it at
 * once never send a mail twice. Without SMTP the outbox is the mailbox and nothing runs.
 * Started by the server process (process/serve.ts), not by tests, which call
 * `Mailer.deliverPending` directly. Stopped as the app starts closing.
 */
export function startOutboxWorker(app: FastifyInstance): void {
  if (!app.mailer.isSending) return;
  let isStopping = false;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = app.mailer
      .deliverPending(app.db, { isStopping: () => isStopping })
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'outbox: unsent mails sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox not delivered'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, OUTBOX_WORKER_INTERVAL_MS);
    timer.unref();
  });
  // Before the mailer and the database close: a pass in flight finishes its current mails.
  app.addHook('preClose', async () => {
    isStopping = true;
    clearInterval(timer);
    await running;
  });
}
