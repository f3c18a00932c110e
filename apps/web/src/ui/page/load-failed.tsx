import { isApiError, messageForStatus } from '../../lib/api.ts';
import { Button } from '../button.tsx';
import styles from './page.module.css';
import { EmptyState } from './page.tsx';

/** The message for a failed call's status (500's when it has none). */
export const failedLoadMessage = (error: unknown) => messageForStatus(isApiError(error) ? error.status : 500);

/** A load that failed: the message for its status, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState>
      <p role="alert">{failedLoadMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </EmptyState>
  );
}

/** A failed load's message, with a Retry button below it (none when `onRetry` is null: asking again gives the same). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: (() => void) | null }) {
  return (
    <EmptyState>
      <div className={styles.retry}>
        <p role="alert">{message}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    </EmptyState>
  );
}
