import type { AccountMembership, MembershipBilling, MembershipPaymentMethod } from '@leisure/contracts';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useMembershipBilling, usePayArrears } from '../hooks/use-membership-billing.ts';
import { formatDay } from '../lib/format.ts';
import { failureMessage } from '../lib/messages.ts';
import styles from './membership-billing.module.css';
import { ChangeCard } from './membership-billing-card.tsx';
import { MembershipBillingHistory } from './membership-billing-history.tsx';

function methodWords(method: MembershipPaymentMethod): string {
  if (method.kind === 'direct_debit') {
    return method.reference ? `${method.label}, reference ${method.reference}` : method.label;
  }
  const expiry =
    method.expiryMonth && method.expiryYear
      ? ` (expires ${String(method.expiryMonth).padStart(2, '0')}/${method.expiryYear})`
      : '';
  return `${method.label}${expiry}`;
}

/** The overdue payments of a suspended membership, and paying them now with the payment method on file. */
function ArrearsAlert({
  billing,
  pay,
}: {
  billing: MembershipBilling;
  pay: ReturnType<typeof usePayArrears>;
}) {
  const headingId = useId();
  const declined = pay.data && pay.data.outstandingPence > 0;
  const method = billing.paymentMethod;
  return (
    <section className={styles.alert} aria-labelledby={headingId} data-testid="membership-arrears">
      <h4 id={headingId} className={styles.alertHeading}>
        Payment overdue: {billing.arrears.formatted}
      </h4>
      <p>
        Your membership is suspended: its member prices and free sessions stop until the overdue payments are
        paid. Pay now to restore it at once.
      </p>
      {method ? (
        <>
          <p className={styles.meta}>We will charge {methodWords(method)}.</p>
          <Button
            onClick={() => {
              if (!pay.isPending) pay.mutate();
            }}
            aria-disabled={pay.isPending || undefined}
          >
            {pay.isPending ? 'Taking your payment…' : `Pay ${billing.arrears.formatted} now`}
          </Button>
        </>
      ) : (
        <p>There is no payment method on file: please call us or visit reception to pay.</p>
      )}
      {declined || pay.isError ? (
        <p role="alert" data-testid="membership-arrears-refusal">
          {pay.isError
            ? failureMessage(pay.error)
            : `Your bank declined the payment, and nothing was taken. ${billing.canChangeCard ? 'Change your card below, or check with your bank, then try again.' : 'Please check with your bank, then try again.'}`}
        </p>
      ) : null}
    </section>
  );
}

/** A declined renewal being tried again: when it was due, and when the next try is. */
function RetryNotice({ billing }: { billing: MembershipBilling }) {
  const retrying = billing.history.find((charge) => charge.status === 'retrying');
  if (!retrying) return null;
  return (
    <p className={styles.alert} data-testid="membership-retrying">
      We could not take your {retrying.amount.formatted} payment due on {formatDay(retrying.periodStart)}.
      {retrying.nextTryOn ? ` We will try again on ${formatDay(retrying.nextTryOn)}.` : ''} Please make sure
      your card can be charged.
    </p>
  );
}

function NextPayment({ billing }: { billing: MembershipBilling }) {
  if (billing.nextPayment) {
    return (
      <p className={styles.line} data-testid="membership-next-payment">
        Next payment: <strong>{billing.nextPayment.amount.formatted}</strong> on{' '}
        <strong>{formatDay(billing.nextPayment.on)}</strong>
      </p>
    );
  }
  return null;
}

/** Memberships the product bills (or billed): not one that has not started or has ended. */
export const hasBilling = (membership: Pick<AccountMembership, 'status'>) =>
  membership.status !== 'future' && membership.status !== 'ended';

/**
 * What a member sees about paying one membership: the next payment, how it is paid, a suspended
 * membership's overdue payments (paid here with the method on file) and the payment history.
 */
export function MembershipBillingSection({
  membershipId,
  planName,
}: {
  membershipId: number;
  planName: string;
}) {
  const query = useMembershipBilling(membershipId);
  const pay = usePayArrears(membershipId);
  const headingId = useId();
  const billing = query.data;
  const isRestored = pay.data?.outstandingPence === 0 && pay.data.membershipStatus === 'active';
  return (
    <section className={styles.billing} aria-labelledby={headingId} data-testid="membership-billing">
      <h4 id={headingId} className={styles.heading}>
        Payments
      </h4>
      {isRestored ? (
        <p role="status" className={styles.outcome} data-testid="membership-restored">
          Thank you: your payment was taken and your membership is active again.
        </p>
      ) : null}
      {query.isPending ? <p className={styles.meta}>Loading your payments…</p> : null}
      {query.isError ? (
        <p className={styles.meta}>Your payments could not be loaded. Please try again later.</p>
      ) : null}
      {billing ? (
        <>
          {billing.arrears.amountPence > 0 ? <ArrearsAlert billing={billing} pay={pay} /> : null}
          <RetryNotice billing={billing} />
          <NextPayment billing={billing} />
          <div className={styles.method}>
            <p className={styles.line} data-testid="membership-payment-method">
              {billing.paymentMethod ? (
                <>
                  Paid by <strong>{methodWords(billing.paymentMethod)}</strong>
                </>
              ) : (
                'No payment method is on file for your monthly payments.'
              )}
            </p>
            {billing.canChangeCard ? (
              <ChangeCard membershipId={membershipId} cardLabel={billing.paymentMethod?.label ?? null} />
            ) : null}
          </div>
          <h5 className={styles.heading}>Payment history</h5>
          <MembershipBillingHistory history={billing.history} planName={planName} />
        </>
      ) : null}
    </section>
  );
}
