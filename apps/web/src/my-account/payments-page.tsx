import { useQuery } from '@tanstack/react-query';
import { paymentsQuery } from '../features/account/api/payments.ts';
import { penaltiesQuery } from '../features/account/api/penalties.ts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { CreditHistory, OrderList } from '../features/account/components/payment-lists.tsx';
import { PenaltyList } from '../features/account/components/penalty-list.tsx';
import { SavedCardsSection } from '../features/account/components/saved-cards.tsx';
import styles from './account-pages.module.css';

const usePenalties = () => useQuery(penaltiesQuery());

/** Penalties: loaded on their own, so the orders show whatever happens to them. */
function Penalties({ query }: { query: ReturnType<typeof usePenalties> }) {
  return (
    <section className={styles.section} aria-labelledby="penalties-heading" data-testid="penalties">
      <h2 id="penalties-heading" className={styles.heading}>
        Penalties
      </h2>
      <QueryView query={query} loadingLabel="Loading your penalties">
        {(data) => <PenaltyList data={data} />}
      </QueryView>
    </section>
  );
}

/**
 * /payments: orders with how each was paid and its receipt, the credit history, then the saved
 * cards. Penalties come first while any is owed, else last (shown once loaded, so the section
 * never jumps).
 */
export function PaymentsPage() {
  const query = useQuery(paymentsQuery());
  const penalties = usePenalties();
  const isOwing = (penalties.data?.outstanding.count ?? 0) > 0;
  return (
    <>
      {isOwing ? <Penalties query={penalties} /> : null}
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
      <SavedCardsSection />
      {isOwing || penalties.isPending ? null : <Penalties query={penalties} />}
    </>
  );
}
