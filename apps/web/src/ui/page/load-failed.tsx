import { isApiError, messageForStatus } from '../../lib/api.ts';
import { Button } from '../button.tsx';
import { EmptyState } from './page.tsx';

/** A load that failed: the message for its status, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState>
      <p role="alert">{messageForStatus(isApiError(error) ? error.status : 500)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </EmptyState>
  );
}
