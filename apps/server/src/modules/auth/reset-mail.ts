import type { ClientRow } from '../clients/clients.repository.ts';
import type { UserWithVenue } from './auth.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password-reset email, as text and HTML. */
export function resetPasswordMail(input: { client: ClientRow; user: UserWithVenue; link: string }) {
  const { client, user, link } = input;
  const subject = `${client.name}: reset your password`;
  const text = [
    `Hello ${user.firstName},`,
    '',
    `Someone asked to reset the password of your ${client.name} account.`,
    'Follow this link within 60 minutes to choose a new one:',
    '',
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(user.firstName)},</p>`,
    `<p>Someone asked to reset the password of your ${escapeHtml(client.name)} account.`,
    'Follow this link within 60 minutes to choose a new one:</p>',
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    '<p>If it was not you, ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { subject, text, html };
}

export { escapeHtml };
