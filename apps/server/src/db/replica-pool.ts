import pg from 'pg';

/** After the replica failed, reads go straight to the primary for this long before it is tried again. */
export const REPLICA_RETRY_AFTER_MS = 5_000;

/** What the replica pool falls back to: the primary's pool. */
export type PrimaryPool = Pick<pg.Pool, 'query' | 'connect'>;
/** The replica's own pool: only connections are taken from it. */
export type ReplicaConnections = Pick<pg.Pool, 'connect' | 'end'>;

export interface ReplicaPoolOptions {
  replica: ReplicaConnections;
  primary: PrimaryPool;
  retryAfterMs?: number;
  warn?: (message: string) => void;
  now?: () => number;
}

/** Errors of a socket that never connected or went away. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's own words for a connection that is gone or never came (these errors carry no code). */
const LOST_CONNECTION = /connection terminated|connection error|timeout exceeded when trying to connect/i;

/** A standby's own refusals: replay cancelled the query, or the schema is not replayed yet. */
const ANSWERED_BY_PRIMARY = new Set([
  '40001', // a recovery conflict: replay needed what the query read
  '40P01', // a recovery conflict on a buffer pin
  '42P01', // no such table: a migration the replica has not replayed yet
  '42703', // no such column: the same
  '42883', // no such function: the same
]);

/**
 * How a replica query failed: `unreachable` (the replica is down, restarting or cut off: no
 * connection at all, SQLSTATE class 08, or 57P01-57P03 shutting down or starting), `standby` (a
 * refusal only a standby gives: replay cancelled the query, or the replica has not replayed the
 * migration the statement needs yet; that one statement is asked of the primary), or `query` (the
 * statement itself failed; the primary would fail it too).
 */
export function replicaFailureOf(error: unknown): 'unreachable' | 'standby' | 'query' {
  if (!(error instanceof Error)) return 'query';
  const code = (error as { code?: unknown }).code;
  if (error instanceof pg.DatabaseError) {
    if (typeof code !== 'string') return 'query';
    if (ANSWERED_BY_PRIMARY.has(code)) return 'standby';
    return code.startsWith('08') || /^57P0[123]$/.test(code) ? 'unreachable' : 'query';
  }
  if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return 'unreachable';
  return LOST_CONNECTION.test(error.message) ? 'unreachable' : 'query';
}

/**
 * The pool behind `readDb` when a replica is configured: it serves queries and connections from
 * the replica, and from the primary while the replica cannot be reached, so that a replica that
 * is down never takes the product down. The first failure logs one warning and rests the replica
 * for `retryAfterMs`; the query that met it is answered by the primary. A replica that answers
 * but lags is not detected here (production.md, "Read replica").
 *
 * drizzle drives it like a `pg.Pool` (its class name says Pool): statements through `query`,
 * transactions through `connect` and the connection's `release`.
 */
export class ReplicaPool {
  readonly #replica: ReplicaConnections;
  readonly #primary: PrimaryPool;
  readonly #retryAfterMs: number;
  readonly #warn: (message: string) => void;
  readonly #now: () => number;
  #restingUntil = 0;

  constructor(options: ReplicaPoolOptions) {
    this.#replica = options.replica;
    this.#primary = options.primary;
    this.#retryAfterMs = options.retryAfterMs ?? REPLICA_RETRY_AFTER_MS;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#now = options.now ?? Date.now;
  }

  /** True while reads skip the replica after a failure. */
  get isResting(): boolean {
    return this.#now() < this.#restingUntil;
  }

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const connection = await this.#replicaConnection();
    if (!connection) return this.#primary.query(config, values);
    try {
      const result = await connection.query(config, values);
      connection.release();
      return result;
    } catch (error) {
      const failure = replicaFailureOf(error);
      // A broken connection is destroyed rather than handed out again.
      connection.release(failure === 'unreachable');
      if (failure === 'query') throw error;
      if (failure === 'unreachable') this.#rest(error);
      return this.#primary.query(config, values);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    return (await this.#replicaConnection()) ?? this.#primary.connect();
  }

  end(): Promise<void> {
    return this.#replica.end();
  }

  /** A replica connection, or undefined while the replica rests or when it cannot give one. */
  async #replicaConnection(): Promise<pg.PoolClient | undefined> {
    if (this.isResting) return undefined;
    try {
      return await this.#replica.connect();
    } catch (error) {
      this.#rest(error);
      return undefined;
    }
  }

  #rest(error: unknown): void {
    const wasResting = this.isResting;
    this.#restingUntil = this.#now() + this.#retryAfterMs;
    if (wasResting) return;
    const code = (error as { code?: unknown } | undefined)?.code;
    const reason =
      (error instanceof Error && error.message) || (typeof code === 'string' ? code : String(error));
    this.#warn(
      `read replica unreachable (${reason}): reads that may lag use the primary, replica tried again in ${this.#retryAfterMs} ms`,
    );
  }
}
