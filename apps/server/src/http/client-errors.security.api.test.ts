import { connect } from 'node:net';
import { ErrorBody } from '@leisure/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.test-kit.ts';
import { clientErrorOf } from './client-errors.ts';

const testApp = useTestApp();
let port = 0;
beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as { port: number }).port;
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes to the server as they are and reads its answer until it closes the connection. */
function send(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(bytes);
  });
}

const get = (path: string, headerLines: string[] = ['Host: bookings.demo.localhost']) =>
  send(`GET ${path} HTTP/1.1\r\n${[...headerLines, 'Connection: close'].join('\r\n')}\r\n\r\n`);

/** The security headers of an answer (HSTS aside: it depends on the host, which may be missing). */
const SECURITY_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|x-(content-type|dns|download|permitted|xss|frame))/;
const securityHeadersOf = (answer: RawAnswer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => SECURITY_HEADER.test(name)));

/** An answer in the contract's shape with the code, and the same security headers as any answer. */
async function expectContractError(answer: RawAnswer, status: number, code: string) {
  const ordinary = await get('/api/no-such-route');
  expect(ordinary.status).toBe(404);
  expect(Object.keys(securityHeadersOf(ordinary)).length).toBeGreaterThanOrEqual(8);
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(securityHeadersOf(answer)).toEqual(securityHeadersOf(ordinary));
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ code, errors: {} });
}

describe("requests Node's HTTP parser refuses", () => {
  it('answers a bad request line with 400 in the contract shape and the security headers', async () => {
    await expectContractError(await send('GARBAGE\r\n\r\n'), 400, 'bad_request');
  });

  it('answers a control character in a header with 400', async () => {
    const answer = await get('/api/client', ['Host: bookings.demo.localhost', 'X-Note: a\u0001b']);
    await expectContractError(answer, 400, 'bad_request');
  });

  it('answers a body framed twice (Transfer-Encoding and Content-Length) with 400', async () => {
    const answer = await send(
      'POST /api/auth/login HTTP/1.1\r\nHost: bookings.demo.localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
    );
    await expectContractError(answer, 400, 'bad_request');
  });

  it('answers headers past the limit with 431 headers_too_large', async () => {
    const answer = await get('/api/client', [
      'Host: bookings.demo.localhost',
      `X-Big: ${'a'.repeat(20_000)}`,
    ]);
    await expectContractError(answer, 431, 'headers_too_large');
  });

  it('names a request that arrived too slowly request_timeout (408)', () => {
    expect(clientErrorOf('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({
      statusCode: 408,
      code: 'request_timeout',
    });
  });
});

describe('addresses Fastify refuses before any hook', () => {
  it('answers a malformed percent-encoding with 400 and the security headers', async () => {
    await expectContractError(await get('/api/%zz'), 400, 'bad_request');
    await expectContractError(await get('/location/%E0%A4%A'), 400, 'bad_request');
  });

  it('answers a path parameter too long with 414 and the security headers', async () => {
    await expectContractError(await get(`/api/activities/${'a'.repeat(200)}`), 414, 'uri_too_long');
  });
});

describe('the Host header', () => {
  it('refuses HTTP/1.1 without a Host with 400 in the contract shape', async () => {
    const answer = await get('/api/client', []);
    await expectContractError(answer, 400, 'bad_request');
    expect(JSON.parse(answer.body).message).toBe('The Host header is missing or not valid.');
  });

  it('refuses a malformed Host instead of serving the default client', async () => {
    for (const host of ['bad host', 'bookings.demo.localhost/evil', 'a@b.example', 'example.com:port']) {
      await expectContractError(await get('/api/client', [`Host: ${host}`]), 400, 'bad_request');
    }
  });

  it('answers well-formed hosts, and HTTP/1.0 without one, as before', async () => {
    for (const host of ['bookings.demo.localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'localhost']) {
      expect((await get('/api/client', [`Host: ${host}`])).status).toBe(200);
    }
    const old = await send('GET /api/client HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });
});
