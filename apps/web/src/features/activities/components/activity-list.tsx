import type { ActivitySummary } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { isApiError, messageForStatus } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/page/index.ts';
import styles from './activities.module.css';
import { ActivityCard, ActivityCardSkeleton } from './activity-card.tsx';

export type ActivityListState<T> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; activities: readonly T[] };

/** The activity cards in their four states: loading, error (with retry), empty and content. */
export function ActivityList<T extends ActivitySummary>({
  state,
  hrefFor,
  label,
  empty,
}: {
  state: ActivityListState<T>;
  hrefFor: (activity: T) => string;
  /** The list's accessible name. */
  label: string;
  /** Plain words and a next step for an empty list. */
  empty: ReactNode;
}) {
  if (state.status === 'pending') {
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading activities
        </p>
        <ul className={styles.grid} aria-hidden="true">
          <ActivityCardSkeleton />
          <ActivityCardSkeleton />
          <ActivityCardSkeleton />
        </ul>
      </>
    );
  }
  if (state.status === 'error') {
    const status = isApiError(state.error) ? state.error.status : 0;
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(status)}</p>
        <Button onClick={state.retry}>Retry</Button>
      </EmptyState>
    );
  }
  if (state.activities.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {state.activities.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} to={hrefFor(activity)} />
      ))}
    </ul>
  );
}
