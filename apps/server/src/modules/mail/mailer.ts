import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Transaction } from '../../db/client.ts';
import { type MailAttachment, outbox } from '../../db/schema/index.ts';
import { type OutboxKey, type OutboxRow, sendOnce, unsentMails } from './outbox-claims.ts';

export type { OutboxRow } from './outbox-claims.ts';

export interface MailMessage {
  clientId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * Mails sent at once by one process: on PostgreSQL each holds a pooled connection for the length
 * of its SMTP call (the row's claim), so mail never takes more than these from the requests.
 */
const PARALLEL_SENDS = 2;
/** A failed send is tried again by this process's passes no sooner than this, doubling, ... */
const FIRST_RETRY_MS = 60_000;
/** ... up to this. */
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * Mail goes through the `outbox` table: it is recorded in the caller's transaction (so a mail
 * exists exactly when the change that caused it was committed), then, when `SMTP_URL` is set,
 * delivered after the commit and stamped `sent_at`, exactly once however many processes try
 * (`sendOnce`). What a crash, a restart or a failed send leaves unsent is sent by the outbox
 * worker's next pass (`deliverPending`). Without SMTP the outbox is the mailbox (listed at
 * /dev/mail outside production).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly waitingForSlot: Array<() => void> = [];
  private sendsUnderWay = 0;
  private readonly retryAt = new Map<string, { at: number; failures: number }>();

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          // A claimed mail holds its row lock while it is sent: a dead mail server must not hold it long.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
  }

  /** Whether mails leave the outbox (SMTP_URL is set). */
  get isSending(): boolean {
    return this.transport !== undefined;
  }

  /** Records the mail in the transaction; call `deliver` with the answer after it commits. */
  async enqueue(tx: Transaction, message: MailMessage): Promise<OutboxRow> {
    const [row] = await tx.insert(outbox).values(message).returning();
    if (!row) throw new Error('outbox insert returned no row');
    return row;
  }

  /** Sends a recorded mail in the background; a failure is logged and left to the outbox worker. */
  deliver(db: Database, row: OutboxKey): void {
    if (!this.transport) return;
    this.track(this.sendClaimed(db, row));
  }

  /**
   * One pass over the outbox: sends the unsent mails recorded at least `settledMs` ago (60 s:
   * younger ones are normally being sent by the process that recorded them), at most `limit`,
   * skipping those that failed here lately. Answers how many this pass sent.
   */
  async deliverPending(
    db: Database,
    options: { settledMs?: number; limit?: number; isStopping?: () => boolean } = {},
  ): Promise<number> {
    if (!this.transport) return 0;
    const now = Date.now();
    const due = await unsentMails(db, {
      now: new Date(now),
      settledMs: options.settledMs ?? 60_000,
      limit: options.limit ?? 50,
    });
    const ready = due.filter((mail) => (this.retryAt.get(keyOf(mail))?.at ?? 0) <= now);
    let sent = 0;
    for (let start = 0; start < ready.length && !options.isStopping?.(); start += PARALLEL_SENDS) {
      const batch = ready.slice(start, start + PARALLEL_SENDS);
      const results = await Promise.all(batch.map((mail) => this.track(this.sendClaimed(db, mail))));
      sent += results.filter(Boolean).length;
    }
    return sent;
  }

  /** Waits for mails still being delivered (shutdown). */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }

  close(): void {
    this.transport?.close();
  }

  /** Sends one mail under its claim, at most PARALLEL_SENDS at once. Answers whether it went. */
  private async sendClaimed(db: Database, mail: OutboxKey): Promise<boolean> {
    await this.takeSlot();
    try {
      const sent = await sendOnce(db, mail, (row) => this.send(row));
      this.retryAt.delete(keyOf(mail));
      return sent;
    } catch (error: unknown) {
      const failures = (this.retryAt.get(keyOf(mail))?.failures ?? 0) + 1;
      const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
      if (this.retryAt.size >= 10_000) this.retryAt.clear();
      this.retryAt.set(keyOf(mail), { at: Date.now() + wait, failures });
      this.options.log.error({ err: error, outboxId: mail.id, failures }, 'mail not sent');
      return false;
    } finally {
      this.releaseSlot();
    }
  }

  private async send(row: OutboxRow): Promise<void> {
    if (!this.transport) throw new Error('no SMTP transport');
    await this.transport.sendMail({
      from: this.options.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: row.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    });
  }

  private async takeSlot(): Promise<void> {
    if (this.sendsUnderWay < PARALLEL_SENDS) {
      this.sendsUnderWay += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waitingForSlot.push(resolve));
  }

  /** Hands the slot straight to the next waiting send, if any. */
  private releaseSlot(): void {
    const next = this.waitingForSlot.shift();
    if (next) next();
    else this.sendsUnderWay -= 1;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }
}

const keyOf = (mail: OutboxKey) => `${mail.clientId}:${mail.id}`;

export async function latestMails(db: Database, clientId: number, limit = 50): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(desc(outbox.id)).limit(limit);
}

/** One attachment of one of the client's mails, by its place in the mail (the development mail page). */
export async function attachmentOf(db: Database, clientId: number, mailId: number, index: number) {
  const isRowId = (value: number) => Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
  if (!isRowId(mailId) || !Number.isInteger(index) || index < 0) return undefined;
  const [row] = await db
    .select({ attachments: outbox.attachments })
    .from(outbox)
    .where(and(eq(outbox.clientId, clientId), eq(outbox.id, mailId)))
    .limit(1);
  return row?.attachments[index];
}
