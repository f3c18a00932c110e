import type { ReactNode } from 'react';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import styles from './account-pages.module.css';

/**
 * A page's list of cards under its heading: a skeleton while it loads, `empty` when there are
 * none, else one card per item (`card` gives its key).
 */
export function CardListSection<T>({
  headingId,
  heading,
  query,
  loadingLabel,
  empty,
  card,
}: {
  headingId: string;
  heading: string;
  query: Parameters<typeof QueryView<T[]>>[0]['query'];
  loadingLabel: string;
  empty: ReactNode;
  card: (item: T) => ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <QueryView
        query={query}
        loadingLabel={loadingLabel}
        isEmpty={(list) => list.length === 0}
        empty={empty}
      >
        {(list) => <ul className={listStyles.list}>{list.map(card)}</ul>}
      </QueryView>
    </section>
  );
}
