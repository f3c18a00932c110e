import { useAppContext } from '../../../lib/app-context.ts';
import { ConfirmDialog } from '../../account/components/confirm-dialog.tsx';
import { heldUntilText } from '../lib/held-place.ts';

export const leaveOfferTexts = {
  heading: 'Give up your held place?',
  confirm: 'Leave and give up the place',
  pending: 'Leaving…',
  keep: 'Keep my place',
} as const;

/**
 * Asks before an offered place is given up: leaving the waiting list releases the place held in
 * the basket to the next in line. The safe choice (keep it) has the focus; Escape keeps it too.
 */
export function LeaveOfferDialog({
  isOpen,
  className,
  expiresAt,
  isPending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  className: string;
  expiresAt: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { client } = useAppContext();
  const until = heldUntilText(expiresAt, client.timezone, client.timeFormat);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      heading={leaveOfferTexts.heading}
      confirmLabel={leaveOfferTexts.confirm}
      pendingLabel={leaveOfferTexts.pending}
      keepLabel={leaveOfferTexts.keep}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p data-testid="leave-offer-message">
        {`A place in ${className} is held in your basket until ${until}. If you leave the waiting list, it goes to the next person in line.`}
      </p>
    </ConfirmDialog>
  );
}
