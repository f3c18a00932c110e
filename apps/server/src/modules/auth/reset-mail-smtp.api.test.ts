import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sessions } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.test-kit.ts';
import { startSmtpCatcher } from '../mail/smtp-catcher.test-kit.ts';
import { hashToken } from './tokens.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const catcher = startSmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  const port = await catcher.listen();
  t = await startTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Demo Leisure <hello@demo.test>',
      AUTH_BEARER: 'true',
    },
  });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('the password-reset email over SMTP', () => {
  it('arrives at a real SMTP server, and its link resets the password', async () => {
    const arriving = catcher.mailTo('customer@demo.test', /reset your password/);
    const asked = await t.request({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      client: 'riverside',
      payload: { email_or_reference: 'customer@demo.test' },
      headers: XHR,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await arriving;
    expect(mail.from?.text).toBe('"Demo Leisure" <hello@demo.test>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('customer@demo.test');
    expect(mail.subject).toMatch(/reset your password/);
    const link = mail.text?.match(/https?:\/\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.origin).toBe('http://bookings.riverside.localhost:8080');
    expect(mail.html || '').toContain(url.searchParams.get('reset_token'));

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      client: 'riverside',
      payload: { token: url.searchParams.get('reset_token'), password: 'Riverside-Reset-2026' },
      headers: XHR,
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/customer/login',
      client: 'riverside',
      payload: { username: 'customer@demo.test', password: 'Riverside-Reset-2026' },
      headers: XHR,
    });
    expect(login.statusCode).toBe(200);
    // The demo account with the same email keeps its own password.
    const demo = await t.request({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'customer@demo.test', password: 'Demo-Customer-2026!' },
      headers: XHR,
    });
    expect(demo.statusCode).toBe(200);

    await t.app.mailer.flush();
    const [row] = await t.database.handle.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('Bearer tokens (AUTH_BEARER=true) and session expiry', () => {
  const logIn = async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'staff@demo.test', password: 'Demo-Staff-2026!' },
      headers: XHR,
    });
    return response.json().data as { token: string; user: { role: string } };
  };

  it('accepts the Bearer header, exempts it from the cross-site check, and revokes it at logout', async () => {
    const { token, user } = await logIn();
    expect(user.role).toBe('staff');
    const authorization = `Bearer ${token}`;
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization, origin: 'https://api-client.example' },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', headers: { authorization } })).statusCode,
    ).toBe(401);
  });

  it('ends a session unused for more than 7 days, and one past its 30-day limit', async () => {
    const idle = await logIn();
    const expired = await logIn();
    const db = t.database.handle.db;
    const day = 24 * 60 * 60 * 1000;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * day) })
      .where(eq(sessions.tokenHash, hashToken(idle.token)));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));
    for (const { token } of [idle, expired]) {
      const response = await t.request({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
