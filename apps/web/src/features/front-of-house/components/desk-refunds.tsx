import type { DeskRefund } from '@leisure/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { dateTimeFormat } from '../../../lib/date-time-format.ts';
import { Button } from '../../../ui/button.tsx';
import { DialogTop } from '../../../ui/dialog-top.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { deskRefundsQuery, retryDeskRefund } from '../api/desk-calls.ts';
import styles from './desk-refunds.module.css';
import barStyles from './front-of-house.module.css';

export const deskRefundMessages = {
  opener: (count: number) => `${count} ${count === 1 ? 'refund needs' : 'refunds need'} attention`,
  refunded: (refund: DeskRefund) => `${refund.amount.formatted} refunded to ${refund.customer.name}'s card.`,
  stillFailing: 'The card processor refused the refund again. It stays on the list.',
  none: 'No refunds need attention.',
} as const;

function RefundCard({ refund, timeZone }: { refund: DeskRefund; timeZone: string }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryDeskRefund(refund.id),
    onSuccess: async (after) => {
      if (after.status === 'refunded') toast.success(deskRefundMessages.refunded(after));
      else toast.danger(deskRefundMessages.stillFailing);
      await queryClient.invalidateQueries({ queryKey: deskRefundsQuery().queryKey });
    },
    onError: (error) => toast.danger(error instanceof Error ? error.message : 'Something went wrong.'),
  });
  const when = (instant: string | null) =>
    instant
      ? dateTimeFormat('en-GB', {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone,
        }).format(new Date(instant))
      : 'Not yet';
  const headingId = `desk-refund-${refund.id}`;
  return (
    <li className={styles.refund} aria-labelledby={headingId} data-testid="desk-refund">
      <h3 id={headingId} className={styles.heading}>
        {refund.amount.formatted} to {refund.customer.name}: {refund.label}
      </h3>
      <dl className={styles.facts}>
        <dt>Customer</dt>
        <dd>
          {refund.customer.name} ({refund.customer.email})
        </dd>
        <dt>Order</dt>
        <dd>
          {refund.orderReference}, {refund.bookingName}
        </dd>
        <dt>Error</dt>
        <dd>{refund.error ?? 'None reported'}</dd>
        <dt>Last try</dt>
        <dd>
          {when(refund.lastTriedAt)} ({refund.attempts} {refund.attempts === 1 ? 'try' : 'tries'})
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button
          size="small"
          aria-disabled={retry.isPending || undefined}
          onClick={() => {
            if (!retry.isPending) retry.mutate();
          }}
        >
          {retry.isPending ? 'Retrying…' : 'Retry now'}
          <span className="visually-hidden"> the refund to {refund.customer.name}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * For staff, in the desk bar: how many card refunds failed or are pending too long, and a dialog
 * listing them (customer, order, amount, the processor's error, the last try) with Retry now.
 */
export function DeskRefunds() {
  const { client } = useAppContext();
  const [isOpen, setIsOpen] = useState(false);
  const { data } = useQuery(deskRefundsQuery());
  const refunds = data?.refunds ?? [];
  if (refunds.length === 0 && !isOpen) return null;
  const close = () => setIsOpen(false);
  return (
    <>
      <button
        type="button"
        className={barStyles.linkButton}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        data-testid="desk-refunds-opener"
      >
        {deskRefundMessages.opener(refunds.length)}
      </button>
      <Modal isOpen={isOpen} onClose={close} labelledBy="desk-refunds-heading">
        <div className={styles.dialog} data-testid="desk-refunds">
          <DialogTop headingId="desk-refunds-heading" onClose={close} className={styles.top}>
            Refunds to check
          </DialogTop>
          {refunds.length === 0 ? (
            <p className={styles.intro}>{deskRefundMessages.none}</p>
          ) : (
            <>
              <p className={styles.intro}>
                Card refunds of cancelled bookings that failed or are still pending. They are tried again
                automatically; Retry now tries one at once.
              </p>
              <ul className={styles.list}>
                {refunds.map((refund) => (
                  <RefundCard key={refund.id} refund={refund} timeZone={client.timezone} />
                ))}
              </ul>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}
