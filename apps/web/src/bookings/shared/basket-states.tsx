import { Link } from 'react-router';
import { isApiError, messageForStatus } from '../../lib/api.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/page/index.ts';
import { paths } from './paths.ts';

/** An empty basket, with the way to fill it. */
export function EmptyBasket() {
  return (
    <EmptyState>
      <p>Nothing in your basket yet.</p>
      <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
        Book an activity
      </Link>
    </EmptyState>
  );
}

/** A basket call that failed: the message for its status, and a retry. */
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
