import type { MembershipCardSession } from '@leisure/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { useFrameHeight } from '../../checkout/hooks/use-frame-height.ts';
import { requestCard } from '../../checkout/lib/card-message.ts';
import { useCardSession, useChangeCard } from '../hooks/use-membership-billing.ts';
import { failureMessage } from '../lib/messages.ts';
import styles from './membership-billing.module.css';

/** The processor's hosted card page in a frame: the card number goes to the processor, never here. */
function CardForm({
  session,
  membershipId,
  onDone,
}: {
  session: MembershipCardSession;
  membershipId: number;
  onDone: (label: string | null) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { height, onLoad } = useFrameHeight(420);
  const change = useChangeCard(membershipId);
  const [isReading, setReading] = useState(false);
  const errorId = useId();
  const save = async () => {
    if (!frameRef.current || isReading || change.isPending) return;
    setReading(true);
    const card = await requestCard(frameRef.current);
    setReading(false);
    if (!card) return;
    change.mutate(
      { sessionKey: session.sessionKey, cardIdentifier: card.cardIdentifier },
      { onSuccess: (billing) => onDone(billing.paymentMethod?.label ?? null) },
    );
  };
  const isBusy = isReading || change.isPending;
  return (
    <>
      {session.url ? (
        <iframe
          ref={frameRef}
          src={session.url}
          title="New card details"
          className={styles.frame}
          style={{ height }}
          onLoad={onLoad}
          aria-describedby={change.isError ? errorId : undefined}
          data-testid="change-card-frame"
        />
      ) : null}
      {change.isError ? (
        <p id={errorId} role="alert" className={styles.refusal} data-testid="change-card-refusal">
          {failureMessage(change.error)}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button onClick={save} aria-disabled={isBusy || undefined}>
          {isBusy ? 'Saving your card…' : 'Save card'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
      <p className={styles.meta}>Nothing is taken now: the card pays your next monthly payments.</p>
    </>
  );
}

/** "Change card": the processor's card form for a new card, which then pays the membership. */
export function ChangeCard({ membershipId, cardLabel }: { membershipId: number; cardLabel: string | null }) {
  const session = useCardSession(membershipId);
  const [isOpen, setOpen] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const wasOpen = useRef(false);
  // Focus follows the form: to its heading when it opens, back to the button when it closes.
  useEffect(() => {
    if (isOpen) heading.current?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  const open = () => {
    setChangedTo(null);
    setOpen(true);
    session.mutate();
  };
  const close = (label: string | null) => {
    setOpen(false);
    setChangedTo(label);
  };
  return (
    <>
      {changedTo ? (
        <p role="status" className={`${styles.outcome} ${styles.fullRow}`} data-testid="change-card-done">
          Your card is changed: {changedTo} pays your membership from now on.
        </p>
      ) : null}
      {isOpen ? (
        <section className={styles.changeCard} aria-labelledby={headingId} data-testid="change-card">
          <h5 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
            {cardLabel ? 'Change your card' : 'Add a card'}
          </h5>
          {session.isPending ? <p className={styles.meta}>Opening the card form…</p> : null}
          {session.isError ? (
            <p role="alert" className={styles.refusal}>
              {failureMessage(session.error)}
            </p>
          ) : null}
          {session.data ? (
            <CardForm session={session.data} membershipId={membershipId} onDone={close} />
          ) : null}
          {session.isError ? (
            <Button variant="secondary" onClick={() => close(null)}>
              Close
            </Button>
          ) : null}
        </section>
      ) : (
        <button
          ref={openButton}
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          onClick={open}
        >
          {cardLabel ? 'Change card' : 'Add a card'}
        </button>
      )}
    </>
  );
}
