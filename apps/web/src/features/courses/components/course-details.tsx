import type { Course, Venue } from '@leisure/contracts';
import { useState } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { Button } from '../../../ui/button.tsx';
import { useIsStaff } from '../hooks/use-is-staff.ts';
import { canStartBooking, courseStatusText } from '../lib/action-text.ts';
import { ageRangeLabel, courseScheduleLabel, sessionLabel, spacesLabel } from '../lib/course-labels.ts';
import { BookCourseSlideOver } from './book-course-slide-over.tsx';
import styles from './courses.module.css';
import { FohCourseDetailAccordion } from './foh-course-detail.tsx';

/** The details of one course and its booking slide-over; `isStaff` adds the front-of-house detail. */
export function CourseDetails({
  venue,
  course,
  isStaff: isStaffProp,
}: {
  venue: Venue;
  course: Course;
  /** Defaults to `useIsStaff()`. */
  isStaff?: boolean;
}) {
  const { timeFormat } = useClient();
  const staffFromSession = useIsStaff();
  const isStaff = isStaffProp ?? staffFromSession;
  const [isBooking, setIsBooking] = useState(false);
  const isFull = course.spacesAvailable <= 0;

  return (
    <>
      <div className={styles.details}>
        <div>
          <p className={styles.description}>{course.description}</p>
          <dl className={styles.facts}>
            <dt>When</dt>
            <dd>{courseScheduleLabel(course, timeFormat)}</dd>
            <dt>Ages</dt>
            <dd>{ageRangeLabel(course.minAge, course.maxAge)}</dd>
            <dt>Price</dt>
            <dd>{course.price.formatted} for the course</dd>
            <dt>Places</dt>
            <dd>
              {course.capacity} places,{' '}
              <span className={isFull ? styles.full : undefined}>{spacesLabel(course.spacesAvailable)}</span>
            </dd>
          </dl>
          <h2 className={styles.sectionHeading}>
            {course.sessions.length === 1 ? '1 session' : `${course.sessions.length} sessions`}
          </h2>
          <ol className={styles.sessions}>
            {course.sessions.map((session) => (
              <li key={session.id}>{sessionLabel(session, timeFormat)}</li>
            ))}
          </ol>
          {isStaff && <FohCourseDetailAccordion course={course} />}
        </div>
        <aside className={styles.panel} aria-label="Book this course">
          <p className={styles.price}>{course.price.formatted}</p>
          <p className={styles.status}>{courseStatusText(course.actionToShow, timeFormat)}</p>
          {canStartBooking(course.actionToShow) ? (
            <Button size="large" fullWidth onClick={() => setIsBooking(true)}>
              Book this course
            </Button>
          ) : (
            course.actionToShow.reason && <p className={styles.status}>{course.actionToShow.reason}</p>
          )}
        </aside>
      </div>
      <BookCourseSlideOver
        course={course}
        venueSlug={venue.slug}
        isOpen={isBooking}
        onClose={() => setIsBooking(false)}
      />
    </>
  );
}
