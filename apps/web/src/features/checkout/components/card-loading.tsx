import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './checkout.module.css';

/** The card form's place while it loads. */
export function CardFormLoading() {
  return (
    <div className={styles.framePlaceholder} data-testid="card-step-loading">
      <Skeleton width="40%" height="1rem" />
      <Skeleton width="100%" height="2.75rem" />
      <Skeleton width="100%" height="2.75rem" />
      <p className="visually-hidden">Loading the card form</p>
    </div>
  );
}

/** The card form did not load: why (the spec's words for the processor), and Try again. */
export function CardFormProblem({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className={styles.frameProblem} role="alert">
      <p>{message ?? 'The card form could not be loaded.'}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
