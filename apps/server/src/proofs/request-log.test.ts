import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestForLog } from '../http/app.ts';

describe('request log lines', () => {
  it("never carry a calendar feed's token, and keep the rest of the address", () => {
    const request = {
      method: 'GET',
      url: '/api/calendar/Zq9sEcReT-token_123.ics?x=1',
      headers: { host: 'my-account.demo.localhost:8080', cookie: 'secret' },
      ip: '127.0.0.1',
    } as unknown as FastifyRequest;
    const line = requestForLog(request);
    expect(line).toEqual({
      method: 'GET',
      url: '/api/calendar/[token]?x=1',
      host: 'my-account.demo.localhost:8080',
      remoteAddress: '127.0.0.1',
    });
    expect(JSON.stringify(line)).not.toContain('Zq9sEcReT');
  });

  it("never carry a login link's code", () => {
    const request = {
      method: 'GET',
      url: '/basket?embedded=true&token=Zq9sEcReT-code_123#x',
      headers: { host: 'bookings.demo.localhost:8080' },
      ip: '127.0.0.1',
    } as unknown as FastifyRequest;
    expect(requestForLog(request).url).toBe('/basket?embedded=true&token=[redacted]');
  });
});
