import type { ActivityClass } from '@leisure/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useWaitlist } from '../hooks/use-waitlist.ts';
import { LeaveOfferDialog } from './leave-offer-dialog.tsx';

/**
 * Join or leave the waiting list of a full class. While the change is under way the button stays
 * focusable but does nothing (aria-disabled), so a keyboard user keeps their place. Leaving while
 * a place is held for the viewer (an offer) asks first: it gives the place to the next in line.
 */
export function WaitlistAction({
  item,
  when,
  isOnList,
}: {
  item: ActivityClass;
  when: string;
  isOnList: boolean;
}) {
  const waitlist = useWaitlist(item);
  const [isAsking, setIsAsking] = useState(false);
  const offerEndsAt = isOnList ? (item.waitlistOfferExpiresAt ?? null) : null;
  const label = isOnList
    ? waitlist.isLeaving
      ? 'Leaving…'
      : 'Leave waitlist'
    : waitlist.isJoining
      ? 'Joining…'
      : 'Join waitlist';
  const onClick = () => {
    if (!isOnList) waitlist.join();
    else if (offerEndsAt !== null) setIsAsking(true);
    else void waitlist.leave();
  };
  return (
    <>
      <Button
        size="small"
        variant={isOnList ? 'secondary' : 'primary'}
        aria-disabled={waitlist.isPending || undefined}
        onClick={onClick}
      >
        {label}
        <span className="visually-hidden">: {`${item.name}, ${when}`}</span>
      </Button>
      {offerEndsAt !== null ? (
        <LeaveOfferDialog
          isOpen={isAsking}
          className={item.name}
          expiresAt={offerEndsAt}
          isPending={waitlist.isLeaving}
          onClose={() => setIsAsking(false)}
          onConfirm={() => {
            void waitlist.leave().then(() => setIsAsking(false));
          }}
        />
      ) : null}
    </>
  );
}
