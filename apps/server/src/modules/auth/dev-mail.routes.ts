import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireClient } from '../../http/tenant.ts';
import { attachmentOf, latestMails, type OutboxRow } from '../mail/mailer.ts';
import { escapeHtml } from './reset-mail.ts';

const LINK = /https?:\/\/[^\s<>"']+/g;
/** Long lines wrap on a phone; the page's policy allows this one style block by its hash. */
const STYLE = 'pre{white-space:pre-wrap;overflow-wrap:anywhere}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const attachmentPath = (mail: OutboxRow, index: number) => `/dev/mail/${mail.id}/attachments/${index}`;

function renderMail(mail: OutboxRow): string {
  const links = [...new Set(mail.text.match(LINK) ?? [])]
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  const files = mail.attachments
    .map(
      (file, index) =>
        `<li><a href="${attachmentPath(mail, index)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType.split(';')[0] ?? '')})</li>`,
    )
    .join('');
  const status = mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'not sent (outbox only)';
  return [
    '<article class="mail">',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p>To <span class="to">${escapeHtml(mail.to)}</span> · ${escapeHtml(mail.createdAt.toISOString())} · ${status}</p>`,
    `<pre>${escapeHtml(mail.text)}</pre>`,
    links ? `<ul class="links">${links}</ul>` : '',
    files ? `<h3>Attached</h3><ul class="attachments">${files}</ul>` : '',
    '</article>',
  ].join('\n');
}

/** Development only: the client's latest outbox mails as a plain page, newest first. */
export async function devMailRoutes(app: FastifyInstance) {
  app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
    const client = await requireClient(request);
    const mails = await latestMails(app.db, client.id);
    const body = mails.length > 0 ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>';
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail · ${escapeHtml(client.name)}</title><style>${STYLE}</style></head><body><h1>Mail sent by ${escapeHtml(client.name)}</h1>${body}</body></html>`;
    return reply
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(page);
  });

  // An attachment as the mail carries it, always downloaded (never shown as a page of this site).
  app.get('/dev/mail/:mailId/attachments/:index', { schema: { hide: true } }, async (request, reply) => {
    const client = await requireClient(request);
    const params = request.params as { mailId: string; index: string };
    const file = await attachmentOf(app.db, client.id, Number(params.mailId), Number(params.index));
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('No such attachment.');
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      .header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .type(file.contentType)
      .send(file.content);
  });
}
