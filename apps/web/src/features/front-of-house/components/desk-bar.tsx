import { systemStore, useSystem } from '../../../lib/system-store.ts';
import { offlineMessages } from '../hooks/use-offline-sync.ts';
import { DeskRefunds } from './desk-refunds.tsx';
import styles from './front-of-house.module.css';

/**
 * Under the header, for staff only: who the desk is serving ("Serving: Grace Hopper (DL000042) ·
 * Change customer"), or "Choose a customer"; the card refunds that need attention; and the
 * payments taken offline still to send.
 */
export function DeskBar({ pendingCount }: { pendingCount: number }) {
  const { selectedCustomer } = useSystem();
  return (
    <div className={styles.deskBar} data-testid="desk-bar">
      <div className={styles.deskInner}>
        <p className={styles.deskLabel}>Front desk</p>
        {selectedCustomer ? (
          <>
            <p className={styles.serving} data-testid="desk-serving">
              Serving: <strong>{selectedCustomer.name}</strong> ({selectedCustomer.reference})
            </p>
            <span className={styles.separator} aria-hidden="true">
              ·
            </span>
            <button
              type="button"
              className={styles.linkButton}
              aria-haspopup="dialog"
              onClick={() => systemStore.openCustomerPicker()}
            >
              Change customer
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            aria-haspopup="dialog"
            onClick={() => systemStore.openCustomerPicker()}
          >
            Choose a customer
          </button>
        )}
        <DeskRefunds />
        {pendingCount > 0 ? (
          <p className={styles.pending} data-testid="desk-offline-pending">
            {offlineMessages.waiting(pendingCount)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
