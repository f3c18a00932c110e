import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * Test-only (never imported by product code): an in-process SMTP server that parses every mail it
 * receives with mailparser, so tests read what the outbox really sent: headers, text, HTML and
 * attachments as a mail program would. `answerAfterMs` keeps each sender waiting that long for
 * the server's answer (so that sends overlap); a subject put in `refuseOnce` is refused (451) the
 * next time it comes, and not received.
 */
export function startSmtpCatcher(options: { answerAfterMs?: number } = {}) {
  const received: ParsedMail[] = [];
  const refuseOnce = new Set<string>();
  const waiters: Array<{ matches: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refuseOnce.delete(mail.subject ?? '')) return callback(new Error('451 try again later'));
          received.push(mail);
          for (const waiter of waiters.filter((candidate) => candidate.matches(mail))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          if (options.answerAfterMs) setTimeout(callback, options.answerAfterMs);
          else callback();
        })
        .catch(callback);
    },
  });
  return {
    received,
    refuseOnce,
    /** How many mails with this subject were received. */
    timesReceived: (subject: string) => received.filter((mail) => (mail.subject ?? '') === subject).length,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    /** The first mail to `address` whose subject matches, already received or yet to come (10 s at most). */
    mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
      const matches = (mail: ParsedMail) =>
        recipientsOf(mail).includes(address) && subject.test(mail.subject ?? '');
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise<ParsedMail>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${address} matching ${subject}`)),
          10_000,
        );
        waiters.push({
          matches,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    /** Every mail received for `address`. */
    mailsTo: (address: string) => received.filter((mail) => recipientsOf(mail).includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a parsed mail went to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/**
 * A catcher for the test file: listening before the app starts, closed after. Pass `env` to the
 * test app (`useBookingKit({ env })`): its `SMTP_URL` is filled in before the app is built.
 */
export function useSmtpCatcher() {
  const catcher = startSmtpCatcher();
  const env: Record<string, string> = { MAIL_FROM: 'Demo Leisure <hello@demo.test>' };
  beforeAll(async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await catcher.listen()}`;
  });
  afterAll(() => catcher.close());
  return { catcher, env };
}

/** The events of an .ics, unfolded: each one's properties by name (the first of each). */
export function calendarEventsOf(ics: string): Array<Record<string, string>> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const event: Record<string, string> = {};
      for (const line of (block.split('END:VEVENT')[0] ?? '').split('\r\n')) {
        const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
        if (match?.[1] && !(match[1] in event)) event[match[1]] = match[2] ?? '';
      }
      return event;
    });
}

/** An instant in iCalendar's UTC form: `20261202T180000Z`. */
export const icsUtc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
