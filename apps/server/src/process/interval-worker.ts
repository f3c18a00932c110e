import type { FastifyInstance } from 'fastify';

export interface IntervalWork {
  /** What the logs call it. */
  name: string;
  intervalMs: number;
  /** Also one pass as the app becomes ready. */
  runAtStart?: boolean;
  /** One pass; `isStopping()` turns true as the app starts closing (finish the current item). */
  pass: (isStopping: () => boolean) => Promise<void>;
}

/**
 * Background work of a server process: a pass every `intervalMs`, one at a time in this process.
 * Passes in several processes at once are safe because each piece of work is claimed in the
 * database (row locks, conditional updates), so more processes only mean promptness. Started
 * as the app is ready; stopped before anything closes (the mailer, then the database), waiting
 * for a pass under way.
 */
export function startIntervalWorker(app: FastifyInstance, work: IntervalWork): void {
  let isStopping = false;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = work
      .pass(() => isStopping)
      .catch((error: unknown) => app.log.error({ err: error }, `${work.name}: pass failed`))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (work.runAtStart) pass();
    timer = setInterval(pass, work.intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    isStopping = true;
    clearInterval(timer);
    await running;
  });
}
