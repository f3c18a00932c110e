import { formatCountdown, holdAnnouncement, holdWarningSeconds } from '../lib/hold-countdown.ts';
import styles from './hold-status.module.css';
import { HoldWarning, holdWarningWords } from './hold-warning.tsx';

export const holdExpiredText = 'Your hold on this place has expired';

/**
 * 'Held for 14:32', counting down, or the expired message. The ticking time is a timer (not
 * read out each second); a polite status says once when two minutes are left (and whether the
 * hold can be extended, with the button to do it) and once when it ran out.
 */
export function HoldStatus({
  secondsLeft,
  isExpired,
  itemName,
  extension,
}: {
  secondsLeft: number;
  isExpired: boolean;
  itemName: string;
  /** The line, and the basket's hold period, for the offer to keep it longer. */
  extension: { lineId: number; holdExtended: boolean; holdMinutes: number; label: string };
}) {
  const isEnding = !isExpired && secondsLeft <= holdWarningSeconds;
  const canExtend = !extension.holdExtended;
  const announcement = holdAnnouncement(
    { secondsLeft, isExpired },
    {
      ending: `Less than 2 minutes left on your hold on ${itemName}. ${holdWarningWords(canExtend, extension.holdMinutes)}`,
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
        <p className={`${styles.hold} ${isEnding ? styles.ending : ''}`}>
          Held for{' '}
          <span role="timer" className={styles.time} data-testid="hold-timer">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      )}
      {isEnding ? (
        <HoldWarning
          lineIds={canExtend ? [extension.lineId] : []}
          holdMinutes={extension.holdMinutes}
          label={extension.label}
        />
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
