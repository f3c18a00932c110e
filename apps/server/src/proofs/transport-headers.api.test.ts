import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.test-kit.ts';

const testApp = useTestApp();

const call = (host: string) => testApp.app.inject({ method: 'GET', url: '/api/client', headers: { host } });

describe('transport and content headers', () => {
  it('asks browsers for HTTPS only (HSTS) outside localhost', async () => {
    const public_ = await call('bookings.demo.leisure.example.com');
    expect(public_.statusCode).toBe(200);
    expect(public_.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const local = await call('bookings.demo.localhost:8080');
    expect(local.statusCode).toBe(200);
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends API answers with no active content, no sniffing and no referrer leaks', async () => {
    const response = await call('bookings.demo.leisure.example.com');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['referrer-policy'])).toMatch(/no-referrer|strict-origin/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
