import { formatCountdown, holdAnnouncement, holdWarningSeconds } from '../lib/hold-countdown.ts';
import styles from './hold-status.module.css';

export const holdExpiredText = 'Your hold on this place has expired';

/**
 * 'Held for 14:32', counting down, or the expired message. The ticking time is a timer (not
 * read out each second); a polite status says once when a minute is left and when it ran out.
 */
export function HoldStatus({
  secondsLeft,
  isExpired,
  itemName,
}: {
  secondsLeft: number;
  isExpired: boolean;
  itemName: string;
}) {
  const announcement = holdAnnouncement(
    { secondsLeft, isExpired },
    {
      ending: `Less than a minute left on your hold on ${itemName}.`,
      expired: `Your hold on ${itemName} has expired.`,
    },
  );
  return (
    <>
      {isExpired ? (
        <p className={`${styles.hold} ${styles.expired}`} data-testid="hold-expired">
          {holdExpiredText}
        </p>
      ) : (
        <p className={`${styles.hold} ${secondsLeft <= holdWarningSeconds ? styles.ending : ''}`}>
          Held for{' '}
          <span role="timer" className={styles.time} data-testid="hold-timer">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
