import type { AccountPackage } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { formatInstantDay } from '../lib/format.ts';
import styles from './account.module.css';
import packageStyles from './package-card.module.css';
import { StatusChip } from './status-chip.tsx';

/** A package: sessions left of the total, expiry and what it pays for; an expired one says so. */
export function PackageCard({ item }: { item: AccountPackage }) {
  const { client } = useAppContext();
  const expiry = formatInstantDay(item.expiresAt, client.timezone);
  const usedUp = !item.isExpired && item.sessionsLeft === 0;
  const share = item.sessionsTotal > 0 ? Math.min(1, item.sessionsLeft / item.sessionsTotal) : 0;
  return (
    <li
      className={item.isExpired ? `${styles.card} ${styles.cardMuted}` : styles.card}
      data-testid="package-card"
      data-expired={item.isExpired || undefined}
    >
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{item.name}</h3>
        {item.isExpired ? (
          <StatusChip tone="negative">Expired</StatusChip>
        ) : usedUp ? (
          <StatusChip tone="neutral">All used</StatusChip>
        ) : (
          <StatusChip tone="positive">Active</StatusChip>
        )}
      </div>
      {item.description ? <p className={styles.meta}>{item.description}</p> : null}
      <p className={styles.strong} data-testid="package-sessions">
        {item.sessionsLeft} of {item.sessionsTotal} sessions left
      </p>
      <div className={packageStyles.bar} aria-hidden="true">
        <span className={packageStyles.fill} style={{ width: `${share * 100}%` }} />
      </div>
      <p className={styles.meta}>{item.isExpired ? `Expired on ${expiry}` : `Expires ${expiry}`}</p>
      {item.activities.length > 0 ? (
        <>
          <h4 className={styles.subHeading}>Use it for</h4>
          <ul className={styles.bullets}>
            {item.activities.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
