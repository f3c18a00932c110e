import { availableParallelism } from 'node:os';
import { AppError } from '../../http/errors.ts';
import { addressKey } from './address-key.ts';
import { rateLimited } from './rate-limit.ts';

export interface HashGateLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn, from every address together. */
  maxQueued: number;
  /** Hashes running or waiting for one address. */
  maxPerKey: number;
}

export const serverBusy = () =>
  new AppError({
    statusCode: 503,
    code: 'server_busy',
    message: 'The server is busy, please try again in a moment.',
    headers: { 'Retry-After': '2' },
  });

/**
 * Bounds the password hashing of one process (each scrypt hash takes ~0.45 s of a core and
 * 128 MiB): `concurrency` at once, the rest waiting in a bounded queue where addresses take
 * turns, so a flood from one address delays that address and not everyone's login. Beyond
 * its share an address gets 429 `rate_limited`; with the whole queue full, 503 `server_busy`.
 */
export class HashGate {
  private running = 0;
  private queued = 0;
  private admittedCount = 0;
  private readonly heldPerKey = new Map<string, number>();
  /** Waiters by key; a Map keeps insertion order, and a served key moves to the back. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limits: HashGateLimits) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const held = this.heldPerKey.get(key) ?? 0;
    if (held >= this.limits.maxPerKey) throw rateLimited(1);
    const mustWait = this.running >= this.limits.concurrency;
    if (mustWait && this.queued >= this.limits.maxQueued) throw serverBusy();
    this.heldPerKey.set(key, held + 1);
    this.admittedCount++;
    try {
      if (mustWait) await this.turnOf(key);
      else this.running++;
      try {
        return await work();
      } finally {
        this.handOn();
      }
    } finally {
      const left = (this.heldPerKey.get(key) ?? 1) - 1;
      if (left > 0) this.heldPerKey.set(key, left);
      else this.heldPerKey.delete(key);
    }
  }

  /** Hashes let in since the gate was made (tests see whether a call hashed). */
  get admitted() {
    return this.admittedCount;
  }

  /** How many hashes run and wait now (for tests and logs). */
  get load() {
    return { running: this.running, queued: this.queued };
  }

  private turnOf(key: string): Promise<void> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push(resolve);
      else this.waiting.set(key, [resolve]);
      this.queued++;
    });
  }

  /** A hash ended: its slot goes to the first waiting key, which then waits at the back. */
  private handOn() {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running--;
      return;
    }
    const [key, queue] = next.value;
    const resolve = queue.shift();
    this.waiting.delete(key);
    if (queue.length > 0) this.waiting.set(key, queue);
    this.queued--;
    resolve?.();
  }
}

/** libuv runs scrypt on its thread pool, 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const concurrency = Math.max(1, Math.min(availableParallelism(), threadPool));

/**
 * The process's gate. 10 per address lets the 10 login attempts an account may make from one
 * address all be answered; 32 waiting at ~0.45 s each is at most a few seconds of work queued.
 */
export const passwordHashing = new HashGate({ concurrency, maxQueued: 32, maxPerKey: 10 });

/** Runs one password hash of a request from `ip` through the process's gate. */
export const hashingFor = <T>(ip: string, work: () => Promise<T>): Promise<T> =>
  passwordHashing.run(addressKey(ip), work);
