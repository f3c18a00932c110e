import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerCsrfDefence } from '../../http/csrf.ts';
import { Mailer } from '../mail/mailer.ts';
import { authRoutes } from './auth.routes.ts';
import { devMailRoutes } from './dev-mail.routes.ts';
import { linkCodeRoutes } from './link-code.routes.ts';
import { appendSetCookie, clearingCookies, shouldClearCookies } from './session.ts';

/**
 * Accounts and sessions: cookies, the cross-site defence, the mailer, the auth calls and, outside
 * production, the development mail page. Registered on the root instance so its hooks cover
 * every route.
 */
export async function registerAuth(app: FastifyInstance) {
  await app.register(cookie);
  const mailer = new Mailer({ smtpUrl: app.config.SMTP_URL, from: app.config.MAIL_FROM, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.flush();
    mailer.close();
  });
  registerCsrfDefence(app);
  app.addHook('onSend', async (request, reply) => {
    if (shouldClearCookies(request, reply)) appendSetCookie(reply, clearingCookies(request));
  });
  await app.register(authRoutes);
  await app.register(linkCodeRoutes);
  if (app.config.NODE_ENV !== 'production') await app.register(devMailRoutes);
}
