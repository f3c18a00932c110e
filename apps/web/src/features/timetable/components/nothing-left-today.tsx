import type { ActivityDate } from '@leisure/contracts';
import { Link } from 'react-router';
import { longDateLabel, nextDayToOffer } from '../lib/calendar.ts';
import styles from './nothing-left-today.module.css';

/**
 * Late in the day, today's timetable holds only sessions that have started ('Closed for
 * booking'): offer the next day with something on rather than a dead end.
 */
export function NothingLeftToday({
  selected,
  today,
  dates,
  hrefFor,
}: {
  selected: string;
  today: string;
  /** The viewable dates from the dates call; undefined while loading or when it failed. */
  dates: readonly ActivityDate[] | undefined;
  hrefFor: (date: string) => string;
}) {
  const next = selected === today && dates ? nextDayToOffer(dates, today) : undefined;
  if (!next) return null;
  return (
    <p className={styles.notice} data-testid="nothing-left-today">
      Nothing left to book today —{' '}
      <Link to={hrefFor(next)} className={styles.link}>
        see {longDateLabel(next)}
      </Link>
    </p>
  );
}
