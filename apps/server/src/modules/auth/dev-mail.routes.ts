import type { FastifyInstance } from 'fastify';
import { requireClient } from '../../http/tenant.ts';
import { latestMails, type OutboxRow } from '../mail/mailer.ts';
import { escapeHtml } from './reset-mail.ts';

const LINK = /https?:\/\/[^\s<>"']+/g;

function renderMail(mail: OutboxRow): string {
  const links = [...new Set(mail.text.match(LINK) ?? [])]
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  const status = mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'not sent (outbox only)';
  return [
    '<article class="mail">',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p>To <span class="to">${escapeHtml(mail.to)}</span> · ${escapeHtml(mail.createdAt.toISOString())} · ${status}</p>`,
    `<pre>${escapeHtml(mail.text)}</pre>`,
    links ? `<ul class="links">${links}</ul>` : '',
    '</article>',
  ].join('\n');
}

/** Development only: the client's latest outbox mails as a plain page, newest first. */
export async function devMailRoutes(app: FastifyInstance) {
  app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
    const client = await requireClient(request);
    const mails = await latestMails(app.db, client.id);
    const body = mails.length > 0 ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>';
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail · ${escapeHtml(client.name)}</title></head><body><h1>Mail sent by ${escapeHtml(client.name)}</h1>${body}</body></html>`;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(page);
  });
}
