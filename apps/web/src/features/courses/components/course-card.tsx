import type { CourseSummary } from '@leisure/contracts';
import { Link } from 'react-router';
import { useClient } from '../../../lib/app-context.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { ageRangeLabel, courseScheduleLabel, spacesLabel } from '../lib/course-labels.ts';
import styles from './courses.module.css';

/** A course at a glance; `to` is its details page. */
export function CourseCard({ course, to }: { course: CourseSummary; to: string }) {
  const { timeFormat } = useClient();
  const isFull = course.spacesAvailable <= 0;
  return (
    <li className={styles.card} data-testid="course-card">
      <h3 className={styles.cardTitle}>
        <Link to={to} className={styles.cardLink}>
          {course.name}
        </Link>
      </h3>
      <dl className={styles.meta}>
        <dt>When</dt>
        <dd>{courseScheduleLabel(course, timeFormat)}</dd>
        <dt>Ages</dt>
        <dd>{ageRangeLabel(course.minAge, course.maxAge)}</dd>
      </dl>
      <div className={styles.cardFooter}>
        <span className={styles.price}>{course.price.formatted}</span>
        <span className={isFull ? styles.full : styles.spaces}>{spacesLabel(course.spacesAvailable)}</span>
      </div>
    </li>
  );
}

export function CourseCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <Skeleton width="70%" height="1.25rem" />
      <Skeleton width="90%" height="0.875rem" />
      <Skeleton width="40%" height="0.875rem" />
      <Skeleton width="40%" height="0.875rem" />
    </li>
  );
}
