import { sameSitePath } from '@leisure/contracts';
import type { Database } from '../../../db/client.ts';
import { newSandboxId } from './sandbox-ids.ts';
import {
  detailsOf,
  finishChallenge,
  markCardReusable,
  type SandboxTransactionRow,
} from './sandbox-repository.ts';

export const THREE_D_SECURE_FAILED = '3D Secure verification failed';

export type ChallengeOutcome = 'approve' | 'fail';

export const isChallengeOutcome = (value: unknown): value is ChallengeOutcome =>
  value === 'approve' || value === 'fail';

/**
 * Where the shopper goes after the challenge: the checkout's return address with `cres` and
 * `transaction_id` added, as a path on the request's own host. Undefined when the address
 * points at another host (the sandbox never sends a shopper off-site).
 */
export function returnTargetOf(
  returnUrl: string,
  requestHost: string,
  params: { cres: string; transactionId: string },
): string | undefined {
  const url = sameHostUrlOf(returnUrl, requestHost);
  if (!url) return undefined;
  url.searchParams.set('cres', params.cres);
  url.searchParams.set('transaction_id', params.transactionId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True when the return address is a path, or an absolute address on the request's own host. */
export const isOnRequestHost = (returnUrl: string, requestHost: string) =>
  sameHostUrlOf(returnUrl, requestHost) !== undefined;

function sameHostUrlOf(returnUrl: string, requestHost: string): URL | undefined {
  try {
    const base = new URL(`http://${requestHost}`);
    const url = new URL(returnUrl, base);
    // `http://host//evil.example/` is on the host, but its path alone reads as another site.
    return url.host === base.host && sameSitePath(url.pathname, '') === url.pathname ? url : undefined;
  } catch {
    return undefined;
  }
}

export type AnswerResult =
  | { kind: 'answered'; transaction: SandboxTransactionRow; cres: string }
  | { kind: 'already_answered' };

/**
 * Records the shopper's answer once: approve authorises the payment (and keeps the card when
 * asked), fail marks it failed. A second answer changes nothing.
 */
export async function answerChallenge(
  db: Database,
  transaction: SandboxTransactionRow,
  outcome: ChallengeOutcome,
): Promise<AnswerResult> {
  const details = detailsOf(transaction);
  const cres = newSandboxId('cres');
  const updated = await finishChallenge(db, transaction.id, {
    status: outcome === 'approve' ? 'authorised' : 'failed',
    details: {
      ...details,
      cres,
      challengeOutcome: outcome,
      message: outcome === 'fail' ? THREE_D_SECURE_FAILED : undefined,
    },
  });
  if (!updated) return { kind: 'already_answered' };
  if (outcome === 'approve' && details.saveCard) await markCardReusable(db, transaction.cardId);
  return { kind: 'answered', transaction: updated, cres };
}
