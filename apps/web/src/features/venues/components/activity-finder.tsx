import type { OfferedActivity } from '@leisure/contracts';
import { useId } from 'react';
import styles from './venues.module.css';

/**
 * "What do you want to do?": the activities on offer, to find the venues offering one. The list is
 * every activity a venue offers (a sport and its kinds: Swimming, Lane swimming), by name.
 */
export function ActivityFinder({
  activities,
  chosen,
  onChoose,
}: {
  activities: readonly OfferedActivity[] | undefined;
  chosen: string | null;
  onChoose: (slug: string | null) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field} data-testid="find-by-activity">
      <label htmlFor={id} className={styles.label}>
        What do you want to do?
      </label>
      <span id={hintId} className={styles.hint}>
        Shows the venues that offer it
      </span>
      <select
        id={id}
        className={`${styles.select} ${styles.activitySelect}`}
        aria-describedby={hintId}
        value={chosen ?? ''}
        // Until the list is in, the one chosen in the address is the only option worth showing.
        disabled={activities === undefined}
        onChange={(event) => onChoose(event.target.value || null)}
      >
        <option value="">Any activity</option>
        {(activities ?? []).map((activity) => (
          <option key={activity.slug} value={activity.slug}>
            {activity.name}
          </option>
        ))}
        {activities === undefined && chosen && <option value={chosen}>{chosen}</option>}
      </select>
    </div>
  );
}
