import type { CourseSession } from '@leisure/contracts';
import { useClient } from '../../../lib/app-context.ts';
import { sessionLabel } from '../lib/course-labels.ts';
import styles from './courses.module.css';

/**
 * A booked course's attendee and every session it includes, first to last: the basket line and
 * the confirmation show them, so the customer sees all the dates they are paying for.
 */
export function CourseSessions({
  sessions,
  attendeeName,
}: {
  sessions: readonly CourseSession[];
  /** Who attends; null when not chosen yet. */
  attendeeName: string | null;
}) {
  const { timeFormat } = useClient();
  if (sessions.length === 0 && attendeeName === null) return null;
  return (
    <div className={styles.booked} data-testid="course-sessions">
      {attendeeName ? <p className={styles.bookedFor}>For {attendeeName}</p> : null}
      {sessions.length > 0 ? (
        <>
          <p className={styles.bookedCount}>
            {sessions.length === 1 ? '1 session' : `${sessions.length} sessions`}
          </p>
          <ol className={styles.sessionDates}>
            {sessions.map((session) => (
              <li key={session.id}>
                <time dateTime={session.startsAt.dateTime}>{sessionLabel(session, timeFormat)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
