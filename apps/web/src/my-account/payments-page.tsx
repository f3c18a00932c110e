import { useQuery } from '@tanstack/react-query';
import { paymentsQuery } from '../features/account/api/payments.ts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { CreditHistory, OrderList } from '../features/account/components/payment-lists.tsx';
import styles from './account-pages.module.css';

/** /payments: orders with how each was paid and its receipt, then the credit history. */
export function PaymentsPage() {
  const query = useQuery(paymentsQuery());
  return (
    <QueryView query={query} loadingLabel="Loading your payments">
      {(payments) => (
        <>
          <section className={styles.section} aria-labelledby="orders-heading">
            <h2 id="orders-heading" className={styles.heading}>
              Orders
            </h2>
            {payments.orders.length === 0 ? (
              <p className={listStyles.meta}>No orders yet. Orders you place show here with a receipt.</p>
            ) : (
              <OrderList orders={payments.orders} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="credit-history-heading">
            <h2 id="credit-history-heading" className={styles.heading}>
              Credit history
            </h2>
            {payments.creditHistory.length === 0 ? (
              <p className={listStyles.meta}>No account credit added or used yet.</p>
            ) : (
              <CreditHistory entries={payments.creditHistory} />
            )}
          </section>
        </>
      )}
    </QueryView>
  );
}
