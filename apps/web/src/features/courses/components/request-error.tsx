import { isApiError, messageForStatus } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/page/index.ts';
import styles from './courses.module.css';

/** A failed call, in the spec's generic words by status, with a retry. */
export function RequestError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = messageForStatus(isApiError(error) ? error.status : 500);
  return (
    <EmptyState>
      <div className={styles.alert}>
        <p role="alert">{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </EmptyState>
  );
}
