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
 * turns, so a flood from one address delays that address and not everyone's login. Beyond its
 * share an address gets 429 `rate_limited`. With the queue full, a newcomer takes the place of
 * the last waiter of the address with the most waiting (which gets the 429), so a flood from a
 * few addresses cannot shut others out; only when none has more waiting, 503 `server_busy`.
 */
interface Waiter {
  admit(): void;
  refuse(error: AppError): void;
}

export class HashGate {
  private running = 0;
  private queued = 0;
  private askedCount = 0;
  private readonly heldPerKey = new Map<string, number>();
  /** Waiters by key; a Map keeps insertion order, and a served key moves to the back. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private readonly limits: HashGateLimits) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const held = this.heldPerKey.get(key) ?? 0;
    if (held >= this.limits.maxPerKey) throw rateLimited(1);
    const mustWait = this.running >= this.limits.concurrency;
    if (mustWait && this.queued >= this.limits.maxQueued) this.makeRoomFor(key);
    this.heldPerKey.set(key, held + 1);
    this.askedCount++;
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

  /** Hashes asked for since the gate was made (tests see whether a call hashed). */
  get asked() {
    return this.askedCount;
  }

  /** How many hashes run and wait now (for tests and logs). */
  get load() {
    return { running: this.running, queued: this.queued };
  }

  private turnOf(key: string): Promise<void> {
    return new Promise((admit, refuse) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ admit, refuse });
      else this.waiting.set(key, [{ admit, refuse }]);
      this.queued++;
    });
  }

  /** Refuses the newest waiter of the greediest key for `key`'s sake, or throws 503. */
  private makeRoomFor(key: string) {
    const own = this.waiting.get(key)?.length ?? 0;
    let greediest: [string, Waiter[]] | undefined;
    for (const entry of this.waiting.entries()) {
      if (entry[1].length > (greediest?.[1].length ?? own + 1)) greediest = entry;
    }
    const shed = greediest?.[1].pop();
    if (!greediest || !shed) throw serverBusy();
    if (greediest[1].length === 0) this.waiting.delete(greediest[0]);
    this.queued--;
    shed.refuse(rateLimited(1));
  }

  /** A hash ended: its slot goes to the first waiting key, which then waits at the back. */
  private handOn() {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running--;
      return;
    }
    const [key, queue] = next.value;
    const waiter = queue.shift();
    this.waiting.delete(key);
    if (queue.length > 0) this.waiting.set(key, queue);
    this.queued--;
    waiter?.admit();
  }
}

/** libuv runs scrypt on its thread pool, 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const concurrency = Math.max(1, Math.min(availableParallelism(), threadPool));

/**
 * The process's gate. 10 per address lets the 10 login attempts an account may make from one
 * address all be answered; 8 waiting per running hash keeps the longest wait, when addresses
 * take turns, to about 8 hash times (~4 s) before 503 says to come back.
 */
export const passwordHashing = new HashGate({ concurrency, maxQueued: 8 * concurrency, maxPerKey: 10 });

/** Runs one password hash of a request from `ip` through the process's gate. */
export const hashingFor = <T>(ip: string, work: () => Promise<T>): Promise<T> =>
  passwordHashing.run(addressKey(ip), work);
