import { agesLabel, type Course } from '@leisure/contracts';
import { useEffect, useRef, useState } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';
import { Button } from '../../../ui/button.tsx';
import { CloseIcon } from '../../../ui/close-icon.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useSelectedUserId } from '../../cart/lib/selected-user.ts';
import { QuestionsForm } from '../../questions/components/questions-form.tsx';
import { type Answers, answerText } from '../../questions/lib/questions.ts';
import { useCourseBooking } from '../hooks/use-course-booking.ts';
import { loadAnswers, saveAnswers } from '../lib/course-answers.ts';
import {
  type CourseAttendeeDraft,
  type CourseAttendeeErrors,
  courseAttendeeErrors,
  courseAttendeeRequest,
  emptyCourseAttendee,
} from '../lib/course-attendee.ts';
import { ageRangeLabel, courseScheduleLabel, formatShortDate } from '../lib/course-labels.ts';
import { CourseAttendeeFields } from './course-attendee-fields.tsx';
import type { CourseBasket } from './course-basket.ts';
import { CourseBookingStep } from './course-booking-step.tsx';
import styles from './courses.module.css';

const headingId = 'book-course-heading';

/** 'Ages 4 to 7 on the first session (Sat 28 Nov)', or null for a course open to every age. */
function agesText(course: Course): string | null {
  const ages = agesLabel(course);
  if (ages === null) return null;
  return `For ${ages} on the first session (${formatShortDate(course.startsOn, true)}).`;
}

/** Moves focus to the first control with a message, so a keyboard or screen reader user hears it. */
function focusFirstError(errors: CourseAttendeeErrors) {
  const [first] = Object.keys(errors);
  if (first) document.getElementById(first)?.focus();
}

function AnswersSummary({
  course,
  answers,
  onEdit,
  focusOnShow,
}: {
  course: Course;
  answers: Answers;
  onEdit: () => void;
  /** Just saved: move focus here, as the form it replaces had it. */
  focusOnShow: boolean;
}) {
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) savedRef.current?.focus();
  }, [focusOnShow]);
  return (
    <>
      <p ref={savedRef} className={styles.saved} role="status" tabIndex={-1}>
        {course.questions.length > 0 ? 'Your answers are saved.' : 'This course has no questions to answer.'}
      </p>
      {course.questions.length > 0 && (
        <>
          <dl className={styles.answers}>
            {course.questions.map((question) => (
              <div key={question.id}>
                <dt>{question.question}</dt>
                <dd>{answerText(question, answers[String(question.id)])}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" onClick={onEdit} data-autofocus>
            Edit answers
          </Button>
        </>
      )}
    </>
  );
}

/**
 * Who attends (for a logged-in customer who can book) and the booking step: Book checks the
 * attendee against the course's ages before the course goes in the basket.
 */
function AttendeeAndBook({
  course,
  busyText,
  isLoggedIn,
  attendee,
  setAttendee,
  onBook,
  onClose,
}: {
  course: Course;
  busyText: string | null;
  isLoggedIn: boolean;
  /** Kept by the slide-over, so that editing the answers keeps what was typed here. */
  attendee: CourseAttendeeDraft;
  setAttendee: (draft: CourseAttendeeDraft) => void;
  onBook: (attendee: ReturnType<typeof courseAttendeeRequest>) => Promise<void>;
  onClose: () => void;
}) {
  const selectedUserId = useSelectedUserId();
  const [attendeeErrors, setAttendeeErrors] = useState<CourseAttendeeErrors>({});
  const canChooseAttendee = isLoggedIn && course.actionToShow.status === 'BOOK';
  return (
    <>
      {canChooseAttendee ? (
        <CourseAttendeeFields
          draft={attendee}
          errors={attendeeErrors}
          selectedUserId={selectedUserId}
          agesText={agesText(course)}
          onChange={(next) => {
            setAttendee(next);
            setAttendeeErrors({});
          }}
        />
      ) : null}
      <CourseBookingStep
        course={course}
        busyText={busyText}
        needsLogin={!isLoggedIn}
        onBook={async () => {
          const errors = courseAttendeeErrors(attendee, course);
          setAttendeeErrors(errors);
          if (Object.keys(errors).length > 0) {
            focusFirstError(errors);
            return;
          }
          await onBook(courseAttendeeRequest(attendee));
        }}
        onClose={onClose}
      />
    </>
  );
}

/**
 * The booking slide-over of a course (an accessible side dialog): the course's questions, then a
 * summary of the answers and 'Book course', which puts the course in the basket and its answers on
 * the new line. Valid answers are kept per course in sessionStorage.
 */
export function BookCourseSlideOver({
  course,
  venueSlug,
  isOpen,
  onClose,
  basket,
}: {
  course: Course;
  venueSlug: string;
  isOpen: boolean;
  onClose: () => void;
  basket: CourseBasket;
}) {
  const client = useClient();
  const [saved, setSaved] = useState<Answers | null>(() =>
    loadAnswers(client.clientId, venueSlug, course.slug),
  );
  const [isEditing, setIsEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const booking = useCourseBooking(course, basket);
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const [attendee, setAttendee] = useState<CourseAttendeeDraft>(emptyCourseAttendee);
  const formRef = useRef<HTMLDivElement>(null);
  // 'Edit answers' swaps the summary for the form: focus its first field.
  useEffect(() => {
    if (isEditing) formRef.current?.querySelector<HTMLElement>('textarea, select, input')?.focus();
  }, [isEditing]);
  const showForm = course.questions.length > 0 && (saved === null || isEditing || booking.problem !== null);
  const isAdding = basket.isAdding({ id: course.id, type: course.objectType });
  const busyText = isAdding ? 'Adding…' : booking.isSending ? 'Saving answers…' : null;

  async function onValid(answers: Answers) {
    saveAnswers(client.clientId, venueSlug, course.slug, answers);
    setSaved(answers);
    if (booking.isAwaitingAnswers) {
      // The course is in the basket already: only its answers go again.
      if (!booking.isSending && (await booking.answerAgain(answers))) onClose();
      return;
    }
    booking.clearProblem();
    setIsEditing(false);
    setJustSaved(true);
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      labelledBy={headingId}
      placement="side"
      id="book-course-slide-over"
    >
      <div className={styles.sheet} data-testid="book-course-slide-over">
        <div className={styles.sheetHeader}>
          <h2 id={headingId}>Book {course.name}</h2>
          <button type="button" className={styles.closeButton} onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        <p className={styles.status}>
          {courseScheduleLabel(course, client.timeFormat)} · {ageRangeLabel(course.minAge, course.maxAge)} ·{' '}
          {course.price.formatted}
        </p>
        {showForm ? (
          <div ref={formRef} className={styles.form}>
            <p className={styles.status}>
              {booking.isAwaitingAnswers
                ? 'The course is in your basket. Check these answers and save them to finish booking.'
                : 'Answer these questions about the person attending.'}
            </p>
            <QuestionsForm
              key={booking.problem?.key ?? 'answers'}
              questions={course.questions}
              initialAnswers={saved ?? {}}
              problem={booking.problem}
              onValid={(answers) => void onValid(answers)}
            />
          </div>
        ) : (
          <>
            <AnswersSummary
              course={course}
              answers={saved ?? {}}
              onEdit={() => {
                setJustSaved(false);
                setIsEditing(true);
              }}
              focusOnShow={justSaved}
            />
            <AttendeeAndBook
              course={course}
              busyText={busyText}
              isLoggedIn={isLoggedIn}
              attendee={attendee}
              setAttendee={setAttendee}
              onBook={async (attendee) => {
                if (await booking.book(saved ?? {}, attendee)) onClose();
              }}
              onClose={onClose}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
