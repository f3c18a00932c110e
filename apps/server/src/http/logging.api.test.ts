import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenWithOneLine } from '../process/serve.ts';
import { startTestApp, type TestApp } from '../test/test-app.test-kit.ts';

let testApp: TestApp;
let distDir: string;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  // A stand-in for the Vite build, with one asset and the favicon.
  distDir = mkdtempSync(join(tmpdir(), 'leisure-log-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  testApp = await startTestApp({
    webDistDir: distDir,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(distDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines = [];
});

describe('request log lines at LOG_LEVEL=info', () => {
  it('writes one line per API request once answered: method, address, status and time', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/client' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: response.headers['x-request-id'],
      req: { method: 'GET', url: '/api/client', host: 'bookings.demo.localhost:8080' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('writes a line for a page and for a refusal, and none for a static file', async () => {
    await testApp.request({ method: 'GET', url: '/assets/index-abc.js' });
    await testApp.request({ method: 'GET', url: '/favicon.svg' });
    expect(lines).toEqual([]);
    await testApp.request({ method: 'GET', url: '/location/leeds-central' });
    await testApp.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(
      lines.map((line) => [
        (line.req as { url: string }).url,
        (line.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      ['/location/leeds-central', 200],
      ['/api/no-such-thing', 404],
    ]);
  });

  it('writes a refusal as its request line with the error code, and no second line', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        code: 'unauthenticated',
        res: { statusCode: 401 },
      }),
    ]);
  });

  it('says once that it listens, with its host and port, and no address per network interface', async () => {
    await listenWithOneLine(testApp.app, { ...testApp.app.config, HOST: '0.0.0.0', PORT: 0 });
    const port = (testApp.app.server.address() as { port: number }).port;
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'listening', host: '0.0.0.0', port })]);
  });
});
