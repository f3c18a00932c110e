import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Transaction } from '../../db/client.ts';
import { type MailAttachment, outbox } from '../../db/schema/index.ts';

export interface MailMessage {
  clientId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Mail goes through the `outbox` table: it is recorded in the caller's transaction (so a mail
 * exists exactly when the change that caused it was committed), then, when `SMTP_URL` is set,
 * delivered after the commit and stamped `sent_at`. Without SMTP the outbox is the mailbox
 * (listed at /dev/mail outside production).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  /** Records the mail in the transaction; call `deliver` with the answer after it commits. */
  async enqueue(tx: Transaction, message: MailMessage): Promise<OutboxRow> {
    const [row] = await tx.insert(outbox).values(message).returning();
    if (!row) throw new Error('outbox insert returned no row');
    return row;
  }

  /** Sends a recorded mail in the background; failures are logged, the row keeps `sent_at` null. */
  deliver(db: Database, row: OutboxRow): void {
    const transport = this.transport;
    if (!transport) return;
    const work = transport
      .sendMail({
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
      })
      .then(() =>
        db
          .update(outbox)
          .set({ sentAt: new Date() })
          .where(and(eq(outbox.clientId, row.clientId), eq(outbox.id, row.id))),
      )
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error, outboxId: row.id }, 'mail not sent'));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Waits for mails still being delivered (shutdown). */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }

  close(): void {
    this.transport?.close();
  }
}

export async function latestMails(db: Database, clientId: number, limit = 50): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(desc(outbox.id)).limit(limit);
}
