import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: a local HTTP server standing in for a payment processor we cannot reach from here. */
export interface FakeServer {
  /** e.g. `http://127.0.0.1:43121` */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export type FakeHandler = (
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) => Promise<void> | void;

export async function startFakeServer(handle: FakeHandler): Promise<FakeServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handle(request, Buffer.concat(chunks).toString('utf8'), response)).catch(
        (error: unknown) => {
          sendJson(response, 500, { message: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(statusCode, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, statusCode: number, html: string) {
  response.writeHead(statusCode, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { Location: location });
  response.end();
}

export const parseForm = (body: string) => Object.fromEntries(new URLSearchParams(body));

export function parseJson(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const fakeId = (prefix: string) => `${prefix}${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
