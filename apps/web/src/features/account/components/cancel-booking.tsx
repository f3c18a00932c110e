import type { AccountBooking, CancellationTerms } from '@leisure/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useCancelBooking } from '../hooks/use-cancel-booking.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { RefundChoice, type RefundTo, refundToOf } from './refund-choice.tsx';

interface CancelBookingProps {
  booking: AccountBooking;
  terms: CancellationTerms;
  /** Where the focus goes once the booking is cancelled (its Cancel button is gone by then). */
  onCancelled: () => void;
}

/**
 * 'Cancel', confirmed in the shared confirmation modal whose words are the booking's terms, with
 * the choice of where the refund goes when the customer has one (the card first).
 */
export function CancelBooking({ booking, terms, onCancelled }: CancelBookingProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [refundTo, setRefundTo] = useState<RefundTo>('card');
  const cancel = useCancelBooking();
  const close = () => setIsOpen(false);

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setIsOpen(true)}>
        Cancel <span className="visually-hidden">{booking.name}</span>
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        heading={`Cancel ${booking.name}?`}
        confirmLabel="Yes, cancel booking"
        pendingLabel="Cancelling…"
        keepLabel="Keep booking"
        isPending={cancel.isPending}
        onClose={close}
        onConfirm={() => {
          // Not mutate's own onSuccess: that is skipped if the refreshed list unmounts this.
          cancel.mutateAsync({ bookingId: booking.id, refundTo: refundToOf(terms, refundTo) }).then(
            () => {
              close();
              setTimeout(onCancelled, 0);
            },
            () => {
              // The failure toast is shown; the dialog stays for another try or Keep booking.
            },
          );
        }}
      >
        <p data-testid="cancellation-message">{terms.message}</p>
        <RefundChoice terms={terms} value={refundTo} onChange={setRefundTo} />
      </ConfirmDialog>
    </>
  );
}
