import type { MembershipCharge } from '@leisure/contracts';
import { formatDay } from '../lib/format.ts';
import styles from './membership-billing.module.css';

const statusWords: Record<MembershipCharge['status'], string> = {
  paid: 'Paid',
  retrying: 'Declined',
  processing: 'Being taken',
  arrears: 'Overdue',
};

function detailOf(charge: MembershipCharge): string {
  const tries = charge.tries > 1 ? ` after ${charge.tries} tries` : '';
  switch (charge.status) {
    case 'paid':
      return charge.tries > 1 ? `Paid on try ${charge.tries}` : '';
    case 'retrying':
      return `${charge.failureReason ?? 'Payment was declined'}. We will try again on ${formatDay(charge.nextTryOn ?? charge.periodStart)}.`;
    case 'processing':
      return 'We are taking this payment now.';
    case 'arrears':
      return `${charge.failureReason ?? 'Payment was declined'}${tries}.`;
  }
}

/** The renewals charged so far, newest first: when each was due, how much, and what happened. */
export function MembershipBillingHistory({
  history,
  planName,
}: {
  history: MembershipCharge[];
  planName: string;
}) {
  if (history.length === 0) {
    return <p className={styles.meta}>No monthly payments yet: your first month was paid when you joined.</p>;
  }
  return (
    <table className={styles.history} data-testid="membership-payment-history">
      <caption className="visually-hidden">Payment history of {planName}</caption>
      <thead>
        <tr>
          <th scope="col">Due</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {history.map((charge) => {
          const detail = detailOf(charge);
          return (
            <tr key={charge.id}>
              <td>{formatDay(charge.periodStart)}</td>
              <td className={styles.amount}>{charge.amount.formatted}</td>
              <td>
                <span className={charge.status === 'paid' ? styles.paid : styles.unpaid}>
                  {statusWords[charge.status]}
                </span>
                {detail ? <span className={styles.detail}>{detail}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
