import type { Env } from '../config/env.ts';

/** A worker restarted this soon after it died; doubled for each death soon after a start. */
export const FIRST_RESTART_DELAY_MS = 1_000;
export const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long counts as healthy: its next death restarts it promptly again. */
export const HEALTHY_AFTER_MS = 60_000;
/** A worker that dies this many times in a row before ever listening is not coming up: stop. */
export const MAX_FAILED_STARTS = 5;
/** How long workers have to finish their requests and background work once asked to stop. */
export const SHUTDOWN_GRACE_MS = 15_000;

/** Why these settings cannot run as several processes, or undefined when they can. */
export function processCountProblem(
  config: Pick<Env, 'SERVER_PROCESSES' | 'DATABASE_URL'>,
): string | undefined {
  if (config.SERVER_PROCESSES <= 1 || config.DATABASE_URL) return undefined;
  return (
    `SERVER_PROCESSES=${config.SERVER_PROCESSES} needs PostgreSQL (DATABASE_URL): PGlite is an ` +
    'embedded database inside one process and cannot be shared. Set DATABASE_URL, or leave ' +
    'SERVER_PROCESSES at 1.'
  );
}

/** One worker's place in the cluster: restarted into the same place when it dies. */
export interface WorkerPlace {
  startedAt: number;
  hasListened: boolean;
  /** Deaths in a row, each soon after its start. */
  quickDeaths: number;
  /** Deaths in a row before listening at all. */
  failedStarts: number;
}

export const newPlace = (now: number): WorkerPlace => ({
  startedAt: now,
  hasListened: false,
  quickDeaths: 0,
  failedStarts: 0,
});

/**
 * What to do when the worker of a place died: restart it after a delay that grows while it
 * keeps dying soon after starting (a crash loop must not burn the machine), or give up when it
 * never managed to listen (the port is taken, the database refuses us) several times running.
 */
export function afterDeath(place: WorkerPlace, now: number): { restartInMs: number } | { giveUp: string } {
  place.failedStarts = place.hasListened ? 0 : place.failedStarts + 1;
  if (place.failedStarts >= MAX_FAILED_STARTS) {
    return { giveUp: `a worker died ${place.failedStarts} times in a row before listening` };
  }
  place.quickDeaths = now - place.startedAt >= HEALTHY_AFTER_MS ? 0 : place.quickDeaths + 1;
  const delay = FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, place.quickDeaths - 1);
  return { restartInMs: Math.min(LONGEST_RESTART_DELAY_MS, delay) };
}
