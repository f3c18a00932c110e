import { isApiError } from '../../../lib/api.ts';
import { failedLoadMessage, RetryAlert } from '../../../ui/page/index.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './slot-grid.module.css';

/**
 * A failed timetable call: the spec's generic text by status (404, 403, others), or the server's
 * own words for a 422 (a date outside the viewable window); a retry unless the answer is final.
 */
export function TimetableError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A 422 is a final answer (asking again gives the same): no retry then.
  const isFinal = isApiError(error) && error.status === 422;
  const message = isFinal && error.message ? error.message : failedLoadMessage(error);
  return <RetryAlert message={message} onRetry={isFinal ? null : onRetry} />;
}

/** Placeholder rows shaped like timetable items, while they load. */
export function ItemSkeletons({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
          <li key={index} className={`${styles.item} ${styles.skeletonItem}`}>
            <Skeleton width="8rem" height="1rem" />
            <Skeleton width="60%" height="0.875rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}
