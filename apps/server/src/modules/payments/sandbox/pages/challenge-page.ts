import { challengeUrl } from '../sandbox-ids.ts';
import type { SandboxTransactionRow } from '../sandbox-repository.ts';
import { escapeHtml, renderPage } from './page-shell.ts';

export const CHALLENGE_TITLE = 'Sandbox Bank — verify your payment';

export function formatAmount(amountPence: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amountPence / 100);
  } catch {
    return `${(amountPence / 100).toFixed(2)} ${currency}`;
  }
}

/** What the bank's page shows besides the payment: the shop's name (the client's, not its slug) and the card. */
export interface ChallengeView {
  merchantName: string;
  last4: string;
}

function summary(transaction: SandboxTransactionRow, { merchantName, last4 }: ChallengeView): string {
  return [
    '<dl>',
    `<dt>Merchant</dt><dd>${escapeHtml(merchantName)}</dd>`,
    `<dt>Amount</dt><dd>${escapeHtml(formatAmount(transaction.amountPence, transaction.currency))}</dd>`,
    `<dt>Card</dt><dd>•••• ${escapeHtml(last4)}</dd>`,
    '</dl>',
  ].join('');
}

/** The bank's 3-D Secure challenge: the shopper approves or fails it (a plain form, no script). */
export function renderChallengePage(transaction: SandboxTransactionRow, view: ChallengeView): string {
  const body = [
    `<h1>${CHALLENGE_TITLE}</h1>`,
    summary(transaction, view),
    '<p>Your bank asks you to confirm this payment. Choose Approve to pass the check, or Fail to see',
    'what happens when verification does not succeed.</p>',
    `<form method="post" action="${escapeHtml(challengeUrl(transaction.id))}">`,
    '<div class="actions">',
    '<button type="submit" name="outcome" value="approve">Approve</button>',
    '<button type="submit" name="outcome" value="fail" class="secondary">Fail</button>',
    '</div>',
    '</form>',
  ].join('\n');
  return renderPage({ title: CHALLENGE_TITLE, body });
}

/** A challenge already answered: what happened, and the way back to the shop. */
export function renderFinishedChallengePage(
  transaction: SandboxTransactionRow,
  view: ChallengeView,
  returnPath: string | undefined,
): string {
  const outcome =
    transaction.status === 'failed'
      ? '3D Secure verification failed. The payment was not taken.'
      : 'This payment has already been verified.';
  const back = returnPath ? `<p><a href="${escapeHtml(returnPath)}">Return to the shop</a></p>` : '';
  const body = [`<h1>${CHALLENGE_TITLE}</h1>`, summary(transaction, view), `<p>${outcome}</p>`, back].join(
    '\n',
  );
  return renderPage({ title: CHALLENGE_TITLE, body });
}
