import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/errors.ts';
import { clientBySlug, hostTargetOf } from '../../../http/tenant.ts';
import { createCardIdentifier } from './card-identifiers.ts';
import { answerChallenge, isChallengeOutcome, isOnRequestHost, returnTargetOf } from './challenge.ts';
import { CARD_FORM_SCRIPT_PATH, renderCardFormPage } from './pages/card-form-page.ts';
import { CARD_FORM_SCRIPT } from './pages/card-form-script.ts';
import {
  type ChallengeView,
  renderChallengePage,
  renderFinishedChallengePage,
} from './pages/challenge-page.ts';
import { renderMessagePage, sandboxPageCsp } from './pages/page-shell.ts';
import { SANDBOX_PAGES_PATH } from './sandbox-ids.ts';
import {
  detailsOf,
  findCard,
  findSession,
  findTransaction,
  type SandboxTransactionRow,
} from './sandbox-repository.ts';

const hidden = { schema: { hide: true } };

async function sendPage(request: FastifyRequest, reply: FastifyReply, statusCode: number, html: string) {
  const { client } = hostTargetOf(request, request.server.config.DEFAULT_CLIENT);
  const frameAncestors = (await clientBySlug(request.server, client))?.frameAncestors ?? [];
  return reply
    .code(statusCode)
    .header('Content-Security-Policy', sandboxPageCsp(frameAncestors))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const fieldOf = (source: unknown, name: string): string =>
  typeof source === 'object' && source !== null ? textOf((source as Record<string, unknown>)[name]) : '';

/**
 * The sandbox processor's hosted pages, at the server root beside the apps (so the checkout can
 * frame the card form on its own host): the card form and its script, the card tokeniser, and
 * the bank's 3-D Secure challenge. Registered only while the sandbox is the installation's default
 * provider, or test payments are allowed (a client of its own may then be on the sandbox).
 */
export async function sandboxPagesRoutes(app: FastifyInstance) {
  if (app.config.PAYMENT_PROVIDER !== 'sandbox' && !app.config.ALLOW_TEST_PAYMENTS) return;
  // The challenge page is a plain HTML form; this parser is scoped to these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(`${SANDBOX_PAGES_PATH}/card-form`, hidden, async (request, reply) => {
    const sessionKey = fieldOf(request.query, 'session_key');
    const session = sessionKey ? await findSession(app.db, sessionKey) : undefined;
    if (!session || session.expiresAt.getTime() <= Date.now()) {
      const message = 'This payment session has expired. Go back to the basket and start the payment again.';
      return sendPage(request, reply, 404, renderMessagePage('Payment session expired', message));
    }
    return sendPage(request, reply, 200, renderCardFormPage(session.key));
  });

  app.get(CARD_FORM_SCRIPT_PATH, hidden, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(CARD_FORM_SCRIPT),
  );

  app.post(`${SANDBOX_PAGES_PATH}/card-identifiers`, hidden, async (request, reply) => {
    // Only the card form's own fetch (JSON, same origin): a cross-site form post is refused.
    if (!request.headers['content-type']?.startsWith('application/json')) {
      throw new AppError({
        statusCode: 415,
        code: 'unsupported_media_type',
        message: 'Send the request body as application/json.',
      });
    }
    const card = await createCardIdentifier(app.db, request.body);
    return reply.code(201).header('Cache-Control', 'no-store').send(card);
  });

  app.get(`${SANDBOX_PAGES_PATH}/3ds/:transactionId`, hidden, async (request, reply) => {
    const transaction = await transactionOf(request);
    if (!transaction) return sendPage(request, reply, 404, unknownPaymentPage());
    const view = await viewOf(transaction);
    if (transaction.status === 'sca_required')
      return sendPage(request, reply, 200, renderChallengePage(transaction, view));
    return sendPage(
      request,
      reply,
      200,
      renderFinishedChallengePage(transaction, view, finishedReturnPath(request, transaction)),
    );
  });

  app.post(`${SANDBOX_PAGES_PATH}/3ds/:transactionId`, hidden, async (request, reply) => {
    const transaction = await transactionOf(request);
    if (!transaction) return sendPage(request, reply, 404, unknownPaymentPage());
    const view = await viewOf(transaction);
    const outcome = fieldOf(request.body, 'outcome');
    if (transaction.status !== 'sca_required') {
      return sendPage(
        request,
        reply,
        200,
        renderFinishedChallengePage(transaction, view, finishedReturnPath(request, transaction)),
      );
    }
    if (!isChallengeOutcome(outcome)) {
      return sendPage(
        request,
        reply,
        400,
        renderMessagePage('Choose Approve or Fail', 'Go back and choose Approve or Fail.'),
      );
    }
    const returnUrl = transaction.returnUrl ?? '';
    if (!isOnRequestHost(returnUrl, request.host)) {
      return sendPage(
        request,
        reply,
        400,
        renderMessagePage('Cannot return to the shop', "The shop's return address is not on this site."),
      );
    }
    const answer = await answerChallenge(app.db, transaction, outcome);
    if (answer.kind === 'already_answered') {
      const finished = (await findTransaction(app.db, transaction.id)) ?? transaction;
      return sendPage(
        request,
        reply,
        200,
        renderFinishedChallengePage(finished, view, finishedReturnPath(request, finished)),
      );
    }
    const target = returnTargetOf(returnUrl, request.host, {
      cres: answer.cres,
      transactionId: transaction.id,
    });
    return reply.header('Cache-Control', 'no-store').redirect(target ?? '/', 303);
  });

  async function transactionOf(request: FastifyRequest) {
    const id = fieldOf(request.params, 'transactionId');
    return id ? findTransaction(app.db, id) : undefined;
  }

  /** The card's last digits, and the shop's name as customers know it: the client's (the merchant is its slug). */
  async function viewOf(transaction: SandboxTransactionRow): Promise<ChallengeView> {
    const [card, client] = await Promise.all([
      findCard(app.db, transaction.cardId),
      clientBySlug(app, transaction.merchant),
    ]);
    return { last4: card?.last4 ?? '????', merchantName: client?.name ?? transaction.merchant };
  }
}

function unknownPaymentPage() {
  return renderMessagePage('Payment not found', 'This payment does not exist or has been removed.');
}

/** For a challenge already answered: the way back to the shop, with its result. */
function finishedReturnPath(request: FastifyRequest, transaction: SandboxTransactionRow): string | undefined {
  const cres = detailsOf(transaction).cres;
  if (!cres || !transaction.returnUrl) return undefined;
  return returnTargetOf(transaction.returnUrl, request.host, { cres, transactionId: transaction.id });
}
