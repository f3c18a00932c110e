import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import listStyles from '../features/account/components/account.module.css';
import { myWaitlistsQuery } from '../features/waitlist/api/my-waitlists.ts';
import { WaitlistCard } from '../features/waitlist/components/waitlist-card.tsx';
import { LoadFailed } from '../ui/page/index.ts';
import styles from './account-pages.module.css';

/**
 * 'Your waiting lists': the classes the customer waits for (their place in line) and the places
 * held for them (until when, with Book now), each with Leave. Nothing at all while they are on
 * none, or while the list loads (the page around it is already there).
 */
export function WaitingListsSection() {
  const query = useQuery(myWaitlistsQuery());
  const heading = useRef<HTMLHeadingElement>(null);
  const wasShown = useRef(false);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <section className={styles.section} aria-labelledby="waiting-lists-heading">
        <h2 id="waiting-lists-heading" className={styles.heading}>
          Your waiting lists
        </h2>
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  const { entries } = query.data;
  // Once shown, the section stays when its last entry is left: its heading keeps the focus.
  if (entries.length > 0) wasShown.current = true;
  if (!wasShown.current) return null;
  // The card left is gone by then: the focus goes to the heading.
  const onLeft = () => heading.current?.focus();
  return (
    <section className={styles.section} aria-labelledby="waiting-lists-heading">
      <h2 id="waiting-lists-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Your waiting lists
      </h2>
      {entries.length === 0 ? (
        <p className={styles.intro}>You are not on any waiting lists.</p>
      ) : (
        <ul className={listStyles.list}>
          {entries.map((entry) => (
            <WaitlistCard key={entry.id} entry={entry} onLeft={onLeft} />
          ))}
        </ul>
      )}
    </section>
  );
}
