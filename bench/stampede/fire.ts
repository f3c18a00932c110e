// One drill over HTTP: every customer POSTs /api/activities/cart/add once for the same target,
// at most CONNECTIONS in flight (autocannon: one keep-alive connection each; the cluster hands
// connections to workers round-robin). A refusal counts as a 409 only in the contract's shape
// with the code `place_unavailable`; anything else is "other". Also the read benches' measure: GETs
// of one route for a fixed time.
import { performance } from 'node:perf_hooks';
import { ErrorBody } from '@leisure/contracts';
import autocannon from 'autocannon';
import { HOST_HEADER } from './server.ts';

export const CONNECTIONS = 64;

export interface Drill {
  successes: number;
  refusals: number;
  /** Any other answer: `status` or `409:code`, with how many. */
  others: Map<string, number>;
  latencies: number[];
  seconds: number;
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** What a 409 said, when it is not the contract's `place_unavailable` body. */
function unexpectedConflict(body: string): string | undefined {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(body));
    if (!parsed.success) return '409:not-the-contract-shape';
    return parsed.data.code === 'place_unavailable' ? undefined : `409:${parsed.data.code}`;
  } catch {
    return '409:not-json';
  }
}

/** One add per cookie; the `index`th customer adds `itemOf(index)` (the same target, or one of many). */
export function fireAdds(
  url: string,
  cookies: string[],
  itemOf: (index: number) => Record<string, unknown>,
): Promise<Drill> {
  const drill: Drill = { successes: 0, refusals: 0, others: new Map(), latencies: [], seconds: 0 };
  let next = 0;
  let finished = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/activities/cart/add`,
        method: 'POST',
        connections: Math.min(CONNECTIONS, cookies.length),
        amount: cookies.length,
        timeout: 60,
        headers: {
          host: HOST_HEADER,
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        requests: [
          {
            // Called once per request sent: each request is another customer.
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                body: JSON.stringify({ items: [itemOf(index)] }),
                headers: { ...request.headers, cookie: cookies[index] ?? 'exhausted' },
              };
            },
            onResponse: (status, responseBody) => {
              if (status === 201) drill.successes += 1;
              else if (status !== 409) bump(drill.others, String(status));
              else {
                const unexpected = unexpectedConflict(responseBody);
                if (unexpected) bump(drill.others, unexpected);
                else drill.refusals += 1;
              }
            },
          },
        ],
      },
      (error) => {
        if (error) return reject(error);
        if (next !== cookies.length) return reject(new Error(`${next} requests built for ${cookies.length}`));
        drill.seconds = (finished - started) / 1000;
        resolve(drill);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      drill.latencies.push(responseTime);
      finished = performance.now();
    });
    instance.on('reqError', () => {
      bump(drill.others, 'connection-error');
      finished = performance.now();
    });
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

export function figuresOf(drill: Pick<Drill, 'latencies' | 'seconds'>): Figures {
  const sorted = [...drill.latencies].sort((a, b) => a - b);
  return {
    perSecond: drill.latencies.length / drill.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * GETs `path` for `seconds` from `connections` keep-alive connections; any non-2xx or error throws.
 * With `cookie`, every request sends it (a logged-in customer's session).
 */
export async function measureRoute(
  url: string,
  path: string,
  load: { connections: number; seconds: number; cookie?: string },
): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: load.connections,
    duration: load.seconds,
    headers: { host: HOST_HEADER, ...(load.cookie ? { cookie: load.cookie } : {}) },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
