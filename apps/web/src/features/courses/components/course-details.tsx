import type { Course, Venue } from '@leisure/contracts';
import { useState } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { Button } from '../../../ui/button.tsx';
import { ManageBookingLink } from '../../waitlist/components/manage-booking-link.tsx';
import { useIsStaff } from '../hooks/use-is-staff.ts';
import { canStartBooking, courseManagesBooking, courseStatusText } from '../lib/action-text.ts';
import { ageRangeLabel, courseScheduleLabel, sessionLabel, spacesLabel } from '../lib/course-labels.ts';
import { BookCourseSlideOver } from './book-course-slide-over.tsx';
import type { CourseBasket } from './course-basket.ts';
import styles from './courses.module.css';
import { FohCourseDetailAccordion } from './foh-course-detail.tsx';

/** The details of one course and its booking slide-over; `isStaff` adds the front-of-house detail. */
export function CourseDetails({
  venue,
  course,
  basket,
  isStaff: isStaffProp,
}: {
  venue: Venue;
  course: Course;
  basket: CourseBasket;
  /** Defaults to `useIsStaff()`. */
  isStaff?: boolean;
}) {
  const { timeFormat } = useClient();
  const staffFromSession = useIsStaff();
  const isStaff = isStaffProp ?? staffFromSession;
  const [isBooking, setIsBooking] = useState(false);
  const isFull = course.spacesAvailable <= 0;
  const listing = { id: course.id, type: course.objectType };
  const isInBasket = course.actionToShow.status === 'CANCEL_RESERVATION';
  const isRemoving = basket.isRemoving(listing);

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
          {/* Both actions are the same Button in the same place: when a booking from the slide-over
              turns one into the other, the dialog gives focus back to it. */}
          {isInBasket ? (
            <Button
              size="large"
              variant="secondary"
              fullWidth
              aria-disabled={isRemoving || undefined}
              onClick={() => {
                if (!isRemoving) void basket.remove(listing);
              }}
            >
              {isRemoving ? 'Removing…' : 'Remove from basket'}
            </Button>
          ) : courseManagesBooking(course.actionToShow) ? (
            <ManageBookingLink size="large" fullWidth>
              <span className="visually-hidden">
                : {`${course.name}, ${courseScheduleLabel(course, timeFormat)}`}
              </span>
            </ManageBookingLink>
          ) : canStartBooking(course.actionToShow) ? (
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
        basket={basket}
      />
    </>
  );
}
