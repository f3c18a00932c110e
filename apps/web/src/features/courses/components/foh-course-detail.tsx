import type { Course } from '@leisure/contracts';
import { useClient } from '../../../lib/app-context.ts';
import { sessionLabel, spacesLabel } from '../lib/course-labels.ts';
import styles from './courses.module.css';

/**
 * Front-of-house detail of a course: each session with its date, time and spaces. Staff only:
 * the caller renders it when `useIsStaff()` says so, never for customers.
 */
export function FohCourseDetailAccordion({ course }: { course: Course }) {
  const { timeFormat } = useClient();
  return (
    <section
      className={styles.accordion}
      data-testid="foh-course-detail-accordion"
      aria-labelledby="foh-heading"
    >
      <h2 id="foh-heading">Front of house: sessions</h2>
      {course.sessions.map((session, index) => (
        <details key={session.id} className={styles.accordionItem}>
          <summary>
            Session {index + 1}: {sessionLabel(session, timeFormat)}
          </summary>
          <div className={styles.accordionBody}>
            <p>
              {spacesLabel(course.spacesAvailable)} of {course.capacity}
            </p>
          </div>
        </details>
      ))}
    </section>
  );
}
