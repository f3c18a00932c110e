import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.test-kit.ts';

// Issue 19, item 7: reset links, blank passwords, the cross-site check on escaped paths, and no
// reset token in the server's log. Logged at info, so the test reads what the server writes.
const logLines: string[] = [];
const t = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => logLines.push(line) } });
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const CUSTOMER = { username: 'customer@demo.test', password: 'Demo-Customer-2026!' };

const logIn = (body: object) =>
  t.request({ method: 'POST', url: '/api/auth/customer/login', payload: body, headers: XHR });

/** Asks for a reset link for a demo account and answers the token it mailed. */
async function mailedResetToken(email = CUSTOMER.username): Promise<string> {
  const asked = await t.request({
    method: 'POST',
    url: '/api/auth/customer/forgotten-password',
    payload: { email_or_reference: email },
    headers: XHR,
  });
  expect(asked.statusCode).toBe(200);
  const [mail] = await t.database.handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = new URL(mail?.text.match(/http\S+reset_token=\S+/)?.[0] ?? 'http://x').searchParams.get(
    'reset_token',
  );
  if (!token) throw new Error('no reset link mailed');
  return token;
}

const reset = (token: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/customer/reset-password',
    payload: { token, password },
    headers: XHR,
  });

const register = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: {
      client_id: 'demo',
      source: 'bookings',
      first_name: 'Sp',
      last_name: 'Ace',
      email,
      password,
      terms: true,
    },
    headers: XHR,
  });

const BLANK = ' '.repeat(8);
const blankRefused = { password: ['Must contain something other than spaces'] };

describe('password reset links', () => {
  it('stops every other link of the account working once one was used', async () => {
    const older = await mailedResetToken();
    const newer = await mailedResetToken();
    expect((await reset(newer, 'Newer-Link-Password-1')).statusCode).toBe(200);
    const stale = await reset(older, 'Older-Link-Password-2');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: ['This reset link has expired or was already used.'] });
    expect((await logIn({ ...CUSTOMER, password: 'Newer-Link-Password-1' })).statusCode).toBe(200);
  });

  it('refuses a new password of only spaces, with the token still usable', async () => {
    const token = await mailedResetToken();
    const blank = await reset(token, BLANK);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual(blankRefused);
    expect((await reset(token, 'Not Only Spaces 2026')).statusCode).toBe(200);
  });
});

describe('a password of only whitespace', () => {
  it('is refused at sign-up with a field error; spaces among other characters are fine', async () => {
    const blank = await register('blank@example.test', BLANK);
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ code: 'validation_failed', errors: blankRefused });
    expect((await register('tabs@example.test', '\t \u00a0 \t  \t')).json().errors).toEqual(blankRefused);
    expect((await register('spaced@example.test', ' my own phrase 42 ')).statusCode).toBe(201);
  });
});

describe('the cross-site check of the cookie-setting calls', () => {
  it('treats an escaped path as the route it reaches', async () => {
    for (const url of [
      '/api/auth/customer/%6cogin',
      '/api/auth/customer/%72egister',
      '/%61pi/auth/customer/login',
    ]) {
      const response = await t.request({
        method: 'POST',
        url,
        payload: CUSTOMER,
        headers: { ...XHR, origin: 'https://evil.example' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('csrf_rejected');
    }
  });
});

describe('the server log', () => {
  it('never holds a reset token: not the link page, the API body nor the mail', async () => {
    // Another account: the demo customer had its 3 mails of the window above.
    const token = await mailedResetToken('member@demo.test');
    await t.request({ method: 'GET', url: `/?reset_token=${token}` });
    await t.request({ method: 'GET', url: `/?utm=mail&reset%5Ftoken=${token}` });
    await t.request({ method: 'GET', url: `/?token=${token}` });
    expect((await reset(token, 'Logged-Nowhere-2026')).statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('reset_token=[redacted]');
    expect(log).toContain('reset%5Ftoken=[redacted]');
    expect(log).toContain('utm=mail');
    expect(log).not.toContain(token);
  });
});
