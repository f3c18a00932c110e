import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Env } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { processLogger } from '../http/logging.ts';
import { startupBanner } from './banner.ts';
import { gracefulCloser, openConfiguredDatabase, prepareDatabase, startServer } from './serve.ts';
import {
  afterDeath,
  newPlace,
  processCountProblem,
  SHUTDOWN_GRACE_MS,
  type WorkerPlace,
} from './supervision.ts';

/** The primary's view of its workers: each worker's place, and whether it is stopping. */
interface Primary {
  config: Env;
  log: Logger;
  places: Map<Worker, WorkerPlace>;
  isStopping: boolean;
  hasAnnounced: boolean;
  banner: string;
}

/**
 * The primary of SERVER_PROCESSES > 1: prepares the database once (migrations and demo data),
 * forks the workers, which share PORT through the cluster module (connections are handed out
 * round-robin; nothing needs stickiness, every request's state is in PostgreSQL), and restarts a
 * worker that dies. SIGTERM or SIGINT asks every worker to finish and waits for them.
 */
export async function superviseWorkers(config: Env): Promise<void> {
  const problem = processCountProblem(config);
  const url = config.DATABASE_URL;
  if (problem || !url) throw new Error(problem ?? 'DATABASE_URL is needed');
  const log = processLogger(config, { pid: process.pid, role: 'primary' });

  const setup = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  const seed = await prepareDatabase(setup, config).finally(() => setup.close());

  const primary: Primary = {
    config,
    log,
    places: new Map(),
    isStopping: false,
    hasAnnounced: false,
    banner: startupBanner({ config, kind: 'postgres', seed, processes: config.SERVER_PROCESSES }),
  };
  cluster.on('listening', (worker) => onListening(primary, worker));
  cluster.on('exit', (worker, code, signal) => onExit(primary, worker, { code, signal }));
  process.once('SIGINT', () => void stopWorkers(primary, 0, 'SIGINT'));
  process.once('SIGTERM', () => void stopWorkers(primary, 0, 'SIGTERM'));
  for (let index = 0; index < config.SERVER_PROCESSES; index++) fork(primary, newPlace(Date.now()));
}

function fork(primary: Primary, place: WorkerPlace): void {
  place.startedAt = Date.now();
  place.hasListened = false;
  primary.places.set(cluster.fork(), place);
}

/** Prints the banner once every worker listens. */
function onListening(primary: Primary, worker: Worker): void {
  const place = primary.places.get(worker);
  if (place) place.hasListened = true;
  const waiting = [...primary.places.values()].some((each) => !each.hasListened);
  if (primary.isStopping || primary.hasAnnounced || waiting) return;
  primary.hasAnnounced = true;
  process.stdout.write(primary.banner);
}

function onExit(primary: Primary, worker: Worker, how: { code: number; signal: string }): void {
  const place = primary.places.get(worker);
  primary.places.delete(worker);
  if (!place || primary.isStopping) return;
  const next = afterDeath(place, Date.now());
  const exited = { worker: worker.process.pid, ...how };
  if ('giveUp' in next) {
    primary.log.fatal(exited, `${next.giveUp}: stopping`);
    void stopWorkers(primary, 1);
    return;
  }
  // Code 0 is a worker stopped on purpose (SIGTERM sent to it alone); anything else died.
  const level = how.code === 0 ? 'info' : 'error';
  primary.log[level]({ ...exited, restartInMs: next.restartInMs }, 'worker exited; restarting it');
  // Delayed, so that a worker ended by the same Ctrl-C or SIGTERM as the primary is not replaced.
  // Not unref'd: with every worker dead at once, this timer is what keeps the primary alive.
  setTimeout(() => {
    if (!primary.isStopping) fork(primary, place);
  }, next.restartInMs);
}

/** Asks every worker to finish (SIGTERM), kills those still running after the grace, then exits. */
async function stopWorkers(primary: Primary, exitCode: number, signal?: string): Promise<void> {
  if (primary.isStopping) return;
  primary.isStopping = true;
  primary.log.info({ signal, workers: primary.places.size }, 'stopping the workers');
  const exited = [...primary.places.keys()].map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.isDead()) return resolve();
        worker.once('exit', () => resolve());
        // A signal, not a message: a worker still loading would drop a message, never a signal.
        worker.process.kill('SIGTERM');
      }),
  );
  const late = setTimeout(() => {
    for (const worker of primary.places.keys()) if (!worker.isDead()) worker.process.kill('SIGKILL');
  }, SHUTDOWN_GRACE_MS);
  await Promise.all(exited);
  clearTimeout(late);
  process.exit(exitCode);
}

/**
 * A worker: its own pool, the app and its background work, listening on the shared port. On
 * SIGTERM (from the primary, or sent to it alone) or SIGINT it finishes its requests and stops;
 * the primary replaces a worker that stopped while the primary itself was not stopping. Should the
 * primary itself die, the cluster module ends its workers at once: no orphan keeps serving, and
 * their open transactions roll back.
 */
export async function serveAsWorker(config: Env): Promise<void> {
  // A stop asked while the worker is still starting is kept until it has started.
  let close: ((reason: string) => Promise<void>) | undefined;
  let stopAsked: string | undefined;
  const stop = (reason: string) => {
    if (!close) {
      stopAsked ??= reason;
      return;
    }
    void close(reason).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  const database = await openConfiguredDatabase(config);
  const app = await startServer(config, database).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  close = gracefulCloser(app, database);
  if (stopAsked) stop(stopAsked);
}
