import type { MyWaitlistEntry } from '@leisure/contracts';
import { useState } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { Button } from '../../../ui/button.tsx';
import styles from '../../account/components/account.module.css';
import { StatusChip } from '../../account/components/status-chip.tsx';
import { formatWhen } from '../../account/lib/format.ts';
import { ordinal } from '../../timetable/lib/action-status.ts';
import { useLeaveMyWaitlist } from '../hooks/use-leave-my-waitlist.ts';
import { HeldPlaceNote } from './held-place-note.tsx';
import { LeaveOfferDialog } from './leave-offer-dialog.tsx';
import cardStyles from './waitlist-card.module.css';

/** 'On the waitlist: 2nd in line. We will email you if a place comes up.' */
export const waitingText = (position: number) =>
  `On the waitlist: ${ordinal(position)} in line. We will email you if a place comes up.`;

/**
 * Leave: at once while only waiting; with a place held (an offer), only once the customer says
 * so in the confirmation dialog, since the place then goes to the next in line.
 */
function LeaveButton({ entry, onLeft }: { entry: MyWaitlistEntry; onLeft: () => void }) {
  const leave = useLeaveMyWaitlist();
  const [isAsking, setIsAsking] = useState(false);
  const send = () =>
    leave.mutateAsync(entry.id).then(
      () => {
        setIsAsking(false);
        setTimeout(onLeft, 0);
      },
      () => setIsAsking(false),
    );
  const isPending = leave.isPending;
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (isPending) return;
          if (entry.offerExpiresAt !== null) setIsAsking(true);
          else void send();
        }}
      >
        {isPending && !isAsking ? 'Leaving…' : 'Leave waitlist'}
        <span className="visually-hidden">: {entry.name}</span>
      </Button>
      {entry.offerExpiresAt !== null ? (
        <LeaveOfferDialog
          isOpen={isAsking}
          className={entry.name}
          expiresAt={entry.offerExpiresAt}
          isPending={isPending}
          onClose={() => setIsAsking(false)}
          onConfirm={() => void send()}
        />
      ) : null}
    </>
  );
}

/**
 * One waiting list the customer is on: the class, when and where, and their place in line, or
 * the place held for them until when, with Book now; and Leave.
 */
export function WaitlistCard({ entry, onLeft }: { entry: MyWaitlistEntry; onLeft: () => void }) {
  const { client } = useAppContext();
  const isOffer = entry.offerExpiresAt !== null;
  const where = [entry.venueName, entry.locationName].filter(Boolean).join(' · ');
  return (
    <li className={styles.card} data-testid="waitlist-card" data-status={entry.status}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{entry.name}</h3>
        <StatusChip tone={isOffer ? 'positive' : 'neutral'}>
          {isOffer ? 'Place held' : 'Waiting list'}
        </StatusChip>
      </div>
      <p className={styles.strong}>{formatWhen(entry.startsAt, entry.endsAt, client.timeFormat)}</p>
      <p className={styles.meta}>{where}</p>
      <p className={isOffer ? cardStyles.offer : cardStyles.status} data-testid="waitlist-card-status">
        {entry.offerExpiresAt !== null ? (
          <HeldPlaceNote
            expiresAt={entry.offerExpiresAt}
            context={<span className="visually-hidden">: {entry.name}</span>}
          />
        ) : (
          waitingText(entry.position)
        )}
      </p>
      <div className={styles.actions}>
        <LeaveButton entry={entry} onLeft={onLeft} />
      </div>
    </li>
  );
}
