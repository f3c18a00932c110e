import type { ReactNode } from 'react';
import { LoadFailed } from '../../../ui/page/index.ts';

import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './account.module.css';

/** Cards shaped like the content, while it loads; the words are for screen readers. */
const skeletonKeys = ['first', 'second'] as const;

export function CardsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {skeletonKeys.map((key) => (
          <li key={key} className={`${styles.card} ${styles.skeletonCard}`}>
            <Skeleton width="55%" height="1.25rem" />
            <Skeleton width="40%" height="1rem" />
            <Skeleton width="70%" height="1rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The four states of a data view, in one place: loading, error, empty, content. */
export function QueryView<T>({
  query,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  loadingLabel: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <CardsSkeleton label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
