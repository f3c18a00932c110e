// The drill's customers call the server the way the checkout page does: a session cookie, the
// client's host, `X-Requested-With`, and a browser's patience. A dropped connection or a 5xx is
// sent again, unchanged (the same Idempotency-Key, the same transaction uuid), after a pause
// that doubles; any other answer is final.
import { HOST_HEADER } from '../stampede/server.ts';

/** Tries per call, and the first pause: 0.25, 0.5, 1, 2, 4, 8, 8 s (about 24 s in all). */
export const TRIES = 8;
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 8_000;
/** A call the server has not answered in this long is abandoned and tried again. */
const CALL_TIMEOUT_MS = 30_000;

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body, or a form body as a string. */
  json?: unknown;
  form?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: string;
  location: string | null;
}

/** A call that ended without the answer the journey needed: `step:status:code`, or `step:connection-error`. */
export class StepFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error code of an error body (the contract's `code`), or `-` when there is none. */
export function codeOf(answer: Answer): string {
  try {
    const parsed = JSON.parse(answer.body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : '-';
  } catch {
    return '-';
  }
}

/** The `data` of the envelope of a success. */
export function dataOf<T>(answer: Answer): T {
  return (JSON.parse(answer.body) as { data: T }).data;
}

export interface Browser {
  /** Sends `request`, again after a dropped connection or a 5xx; answers the first other answer. */
  send(step: string, request: Request): Promise<Answer>;
  /** How many calls were sent again. */
  retries(): number;
}

export function browserOf(baseUrl: string, cookie: string): Browser {
  let retries = 0;

  async function once(request: Request): Promise<Answer | undefined> {
    const headers: Record<string, string> = {
      host: HOST_HEADER,
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      ...request.headers,
    };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = request.form;
    }
    try {
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      return {
        status: response.status,
        body: await response.text(),
        location: response.headers.get('location'),
      };
    } catch {
      return undefined;
    }
  }

  async function send(step: string, request: Request): Promise<Answer> {
    let last = 'connection-error';
    for (let attempt = 0; attempt < TRIES; attempt++) {
      if (attempt > 0) {
        retries += 1;
        await pause(Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1)));
      }
      const answer = await once(request);
      if (answer && answer.status < 500) return answer;
      last = answer ? `${answer.status}:${codeOf(answer)}` : 'connection-error';
    }
    throw new StepFailed(`${step}:${last} (after ${TRIES} tries)`);
  }

  return { send, retries: () => retries };
}
