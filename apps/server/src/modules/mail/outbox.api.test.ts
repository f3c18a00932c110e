import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from '../../db/client.ts';
import { clients, outbox } from '../../db/schema/index.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../test/test-database.test-kit.ts';
import { Mailer, type OutboxRow } from './mailer.ts';
import { startSmtpCatcher } from './smtp-catcher.test-kit.ts';

const catcher = startSmtpCatcher({ answerAfterMs: 20 });
const log = pino({ level: 'silent' });
let database: TestDatabase;
/** A second process's own pool on the same PostgreSQL database (the same engine on PGlite). */
let other: DatabaseHandle | undefined;
let smtpUrl = '';
let clientId = 0;

const dbA = (): Database => database.handle.db;
const dbB = (): Database => other?.db ?? database.handle.db;
const newMailer = () => new Mailer({ smtpUrl, from: 'Outbox test <outbox@demo.test>', log });

beforeAll(async () => {
  smtpUrl = `smtp://127.0.0.1:${await catcher.listen()}`;
  database = await createTestDatabase();
  if (database.handle.kind === 'postgres') {
    const [row] = await rowsOf<{ name: string }>(dbA(), sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    other = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  }
  const [client] = await dbA().select({ id: clients.id }).from(clients).where(eq(clients.slug, 'demo'));
  clientId = client?.id ?? 0;
});
afterAll(async () => {
  await other?.close();
  await database.drop();
  await catcher.close();
});

/** Records mails as a request would, in one committed transaction. */
async function recordMails(tag: string, count: number): Promise<OutboxRow[]> {
  const mailer = newMailer();
  const rows = await dbA().transaction(async (tx) => {
    const recorded: OutboxRow[] = [];
    for (let index = 0; index < count; index++) {
      const message = {
        clientId,
        to: `c${index}@demo.test`,
        subject: `${tag} ${index}`,
        text: 'x',
        html: 'x',
      };
      recorded.push(await mailer.enqueue(tx, message));
    }
    return recorded;
  });
  mailer.close();
  return rows;
}

const timesReceived = (rows: OutboxRow[]) => rows.map((row) => catcher.timesReceived(row.subject));

async function unsentOf(rows: OutboxRow[]) {
  return dbA()
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.clientId, clientId),
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
        isNull(outbox.sentAt),
      ),
    );
}

describe('the outbox, with two processes delivering at once', () => {
  it('sends each mail exactly once when both deliver it and both sweep the outbox', async () => {
    const rows = await recordMails('twice-tried', 20);
    const [one, two] = [newMailer(), newMailer()];
    // Half are delivered by both processes as they record them; both sweep the whole outbox.
    for (const row of rows.slice(0, 10)) {
      one.deliver(dbA(), row);
      two.deliver(dbB(), row);
    }
    const swept = await Promise.all([
      one.deliverPending(dbA(), { settledMs: 0 }),
      two.deliverPending(dbB(), { settledMs: 0 }),
    ]);
    await Promise.all([one.flush(), two.flush()]);
    one.close();
    two.close();
    process.stdout.write(`[${testDatabaseKind()}] outbox: 20 mails, swept ${swept.join(' + ')}\n`);
    expect(timesReceived(rows)).toEqual(rows.map(() => 1));
    expect(swept[0] + swept[1]).toBeGreaterThanOrEqual(10);
    expect(await unsentOf(rows)).toEqual([]);
  });

  it('negative control: two senders without the claim send some mails twice', async () => {
    const rows = await recordMails('unclaimed', 20);
    const transport = nodemailer.createTransport(smtpUrl);
    // Read what is unsent, send it, stamp it: no claim between the read and the stamp.
    const unclaimedPass = async (db: Database) => {
      const unsent = await db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
        );
      for (const row of unsent.filter((each) => each.sentAt === null)) {
        await transport.sendMail({ from: 'x@demo.test', to: row.to, subject: row.subject, text: row.text });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      }
    };
    await Promise.all([unclaimedPass(dbA()), unclaimedPass(dbB())]);
    transport.close();
    const twice = timesReceived(rows).filter((times) => times > 1).length;
    process.stdout.write(`[${testDatabaseKind()}] outbox without claims: ${twice} of 20 mails sent twice\n`);
    expect(twice).toBeGreaterThan(0);
  });

  it('sends after a restart what a stopped process left and what failed to send, once', async () => {
    const [left, failing] = await recordMails('restart', 2);
    if (!left || !failing) throw new Error('no mails');
    catcher.refuseOnce.add(failing.subject);
    // One process sends the first mail, refused by the mail server, and stops before the second.
    const before = newMailer();
    before.deliver(dbA(), failing);
    await before.flush();
    before.close();
    expect(await unsentOf([left, failing])).toHaveLength(2);

    const [restarted, another] = [newMailer(), newMailer()];
    const sent = await Promise.all([
      restarted.deliverPending(dbA(), { settledMs: 0 }),
      another.deliverPending(dbB(), { settledMs: 0 }),
    ]);
    restarted.close();
    another.close();
    expect(sent[0] + sent[1]).toBe(2);
    expect(timesReceived([left, failing])).toEqual([1, 1]);
  });

  it('leaves mails younger than the settling time to their sender, and gives up after a day', async () => {
    const [young, stale] = await recordMails('age', 2);
    if (!young || !stale) throw new Error('no mails');
    await dbA()
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(and(eq(outbox.clientId, clientId), eq(outbox.id, stale.id)));
    const mailer = newMailer();
    expect(await mailer.deliverPending(dbA(), { settledMs: 60_000 })).toBe(0);
    expect(await mailer.deliverPending(dbA(), { settledMs: 0 })).toBe(1);
    mailer.close();
    expect(timesReceived([young, stale])).toEqual([1, 0]);
  });
});
