import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { readableLine, requestLogLevel } from './logging.ts';

const at = (hours: number, minutes: number) => new Date(2026, 10, 27, hours, minutes, 7).getTime();

describe('readable log lines (LOG_FORMAT=pretty)', () => {
  it('writes a request as one short line: time, level, method, address, status, milliseconds', () => {
    const json = JSON.stringify({
      level: 30,
      time: at(14, 2),
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      req: { method: 'GET', url: '/api/cart', host: 'bookings.demo.localhost', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12,
      msg: 'request completed',
    });
    expect(readableLine(json)).toBe('14:02:07 INFO  GET /api/cart 200 12 ms\n');
  });

  it('writes other lines as their message and fields, with an error stack on the lines after', () => {
    const plain = JSON.stringify({
      level: 40,
      time: at(9, 30),
      msg: 'worker exited',
      code: 1,
      role: 'primary',
    });
    expect(readableLine(plain)).toBe('09:30:07 WARN  worker exited code=1 role=primary\n');
    const failed = JSON.stringify({
      level: 50,
      time: at(9, 30),
      msg: 'mail outbox: pass failed',
      err: { message: 'boom', stack: 'Error: boom\n    at pass (outbox.ts:1:1)' },
    });
    expect(readableLine(failed)).toBe(
      '09:30:07 ERROR mail outbox: pass failed\nError: boom\n    at pass (outbox.ts:1:1)\n',
    );
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(readableLine('not json')).toBe('not json\n');
  });
});

describe('the level of a request line', () => {
  it('puts static files at debug, server errors at error and the rest at info', () => {
    expect(requestLogLevel('/assets/*', 200)).toBe('debug');
    expect(requestLogLevel('/book/assets/*', 304)).toBe('debug');
    expect(requestLogLevel('/api/docs/static/*', 200)).toBe('debug');
    expect(requestLogLevel('/favicon.svg', 200)).toBe('debug');
    expect(requestLogLevel('/api/cart', 200)).toBe('info');
    expect(requestLogLevel('/api/cart', 409)).toBe('info');
    expect(requestLogLevel(undefined, 404)).toBe('info');
    expect(requestLogLevel('/assets/*', 500)).toBe('error');
  });
});

describe('LOG_FORMAT', () => {
  it('is pretty in development and JSON elsewhere unless set', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).LOG_FORMAT).toBe('pretty');
    expect(parseEnv({ NODE_ENV: 'test' }).LOG_FORMAT).toBe('json');
    expect(parseEnv({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(parseEnv({ NODE_ENV: 'test', LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
  });
});
