import { styleText } from 'node:util';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, type LoggerOptions, pino } from 'pino';
import type { Env } from '../config/env.ts';

/** Where log lines go: stdout, or a test's collector. */
export interface LogSink {
  write(line: string): void;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const LEVEL_COLOURS: Record<number, Parameters<typeof styleText>[0]> = {
  10: 'gray',
  20: 'gray',
  30: 'green',
  40: 'yellow',
  50: 'red',
  60: 'red',
};
/** pino's own fields, and those a readable line shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);

function clock(time: unknown): string {
  return new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
}

/** `key=value` for each field a line carries beyond what it shows in its own place. */
function extraFields(entry: Record<string, unknown>, alsoShown: string[]): string {
  return Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key) && !alsoShown.includes(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/** A request's line: `GET /api/cart 200 12 ms`; undefined for any other line. */
function requestSummary(entry: Record<string, unknown>): string | undefined {
  const request = entry.req as { method?: string; url?: string } | undefined;
  const status = (entry.res as { statusCode?: number } | undefined)?.statusCode;
  if (!request || status === undefined) return undefined;
  return `${request.method} ${request.url} ${status} ${entry.responseTime} ms`;
}

/**
 * One pino JSON line as a person reads it at a terminal: `14:02:07 INFO  GET /api/cart 200 12 ms`,
 * or the message with its other fields; an error's stack follows on its own lines.
 */
export function readableLine(json: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const name = (LEVEL_NAMES[level] ?? String(level)).padEnd(5);
  const summary = requestSummary(entry);
  const extra = extraFields(entry, summary ? ['responseTime'] : []);
  const head = `${clock(entry.time)} ${colour ? styleText(LEVEL_COLOURS[level] ?? 'reset', name) : name} ${summary ?? String(entry.msg ?? '')}`;
  const lines = [extra ? `${head} ${colour ? styleText('gray', extra) : extra}` : head];
  const error = entry.err as { stack?: string; message?: string } | undefined;
  if (error) lines.push(error.stack ?? error.message ?? JSON.stringify(error));
  return `${lines.join('\n')}\n`;
}

/** A sink that writes each JSON line as readableLine's text. */
export function readableSink(out: NodeJS.WriteStream = process.stdout): DestinationStream {
  const colour = out.isTTY === true;
  return { write: (line: string) => void out.write(readableLine(line, colour)) };
}

/** The pino options every logger of the server shares: level, and no secret in any line. */
function baseOptions(config: Env): LoggerOptions {
  return { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

/** Where a logger of the server writes: the given sink, else stdout as LOG_FORMAT says. */
export function logDestination(config: Env, sink?: LogSink): DestinationStream | undefined {
  if (sink) return sink;
  return config.LOG_FORMAT === 'pretty' ? readableSink() : undefined;
}

/** The app's logger options for Fastify (which makes the pino instance). */
export function appLoggerOptions(
  config: Env,
  serializers: LoggerOptions['serializers'],
  sink?: LogSink,
): LoggerOptions & { stream?: DestinationStream } {
  const stream = logDestination(config, sink);
  return { ...baseOptions(config), serializers, ...(stream ? { stream } : {}) };
}

/** A logger outside the app (the cluster's primary), in the same format. */
export function processLogger(config: Env, base: Record<string, unknown>) {
  const options = { ...baseOptions(config), base };
  const stream = logDestination(config);
  return stream ? pino(options, stream) : pino(options);
}

/** Files served as they are (the web build's assets, the API document's page): not worth a line at info. */
const STATIC_ROUTE = /\/(assets|static)\/\*$|^\/(favicon\.svg|favicon\.ico|robots\.txt)$/;

/** The level of a request's line: a static file's at debug, a server error's at error, the rest at info. */
export function requestLogLevel(
  routeUrl: string | undefined,
  statusCode: number,
): 'error' | 'debug' | 'info' {
  if (statusCode >= 500) return 'error';
  if (routeUrl && STATIC_ROUTE.test(routeUrl)) return 'debug';
  return 'info';
}

/** The error code a request was refused with, written on its request line. */
const refusals = new WeakMap<FastifyRequest, string>();

/** Notes why a request was refused (4xx), for its one log line. */
export function noteRefusal(request: FastifyRequest, code: string): void {
  refusals.set(request, code);
}

/**
 * Fastify's request log lines, as one line per request once it is answered: method, address (as
 * the `req` serializer writes it), status, milliseconds and, for a refusal, its error code,
 * instead of two (incoming, completed) and a third for the refusal.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const code = refusals.get(request);
    const fields = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
      ...(code ? { code } : {}),
    };
    if (error) request.log.error({ ...fields, err: error }, 'request errored');
    else
      request.log[requestLogLevel(request.routeOptions.url, reply.statusCode)](fields, 'request completed');
  }
}
