import type { MembershipChangeQuote } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import styles from '../../../ui/dialog-layout.module.css';
import { Modal } from '../../../ui/modal.tsx';
import { membershipChangeQuery } from '../api/membership-changes.ts';
import { failureMessage } from '../lib/messages.ts';

export interface ChangeDialogProps {
  membershipId: number;
  heading: string;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
  isPending: boolean;
  /** Why this change cannot be made, from the quote; null when it can. */
  blockedOf: (quote: MembershipChangeQuote) => string | null;
  /** The quote's words and any choice, once the quote is in. */
  children: (quote: MembershipChangeQuote) => ReactNode;
  onConfirm: (quote: MembershipChangeQuote) => void;
  onClose: () => void;
}

/**
 * A membership change's dialog (open while mounted): it fetches today's quote, shows what the
 * change would do (or why it cannot be made) and asks to confirm. The safe choice has the focus.
 */
export function ChangeDialog(props: ChangeDialogProps) {
  const headingId = useId();
  const quote = useQuery(membershipChangeQuery(props.membershipId));
  const blocked = quote.data ? props.blockedOf(quote.data) : null;
  const canConfirm = quote.data !== undefined && blocked === null;
  return (
    <Modal isOpen onClose={props.onClose} labelledBy={headingId}>
      <div className={styles.dialog} data-testid="membership-change-dialog">
        <h2 id={headingId}>{props.heading}</h2>
        <div aria-live="polite" aria-busy={quote.isPending}>
          {quote.isPending ? <p>Working out what this would mean for you…</p> : null}
          {quote.isError ? <p role="alert">{failureMessage(quote.error)}</p> : null}
          {blocked ? <p data-testid="membership-change-blocked">{blocked}</p> : null}
          {quote.data && !blocked ? props.children(quote.data) : null}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onClose} data-autofocus>
            {canConfirm ? props.keepLabel : 'Close'}
          </Button>
          {canConfirm ? (
            <Button
              aria-disabled={props.isPending || undefined}
              onClick={() => {
                if (!props.isPending && quote.data) props.onConfirm(quote.data);
              }}
            >
              {props.isPending ? props.pendingLabel : props.confirmLabel}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
