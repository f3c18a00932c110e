import type { Course } from '@leisure/contracts';
import { useClient } from '../../../lib/app-context.ts';
import { systemStore } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { courseStatusText } from '../lib/action-text.ts';
import styles from './courses.module.css';

/**
 * The last step of the booking slide-over, once the questions are answered: 'Book course' puts the
 * course (and its answers) in the basket; 'Log in to book' when the course needs an account;
 * otherwise when it opens.
 */
export function CourseBookingStep({
  course,
  busyText,
  needsLogin,
  onBook,
  onClose,
}: {
  course: Course;
  /** A visitor: they log in to choose who attends before booking. */
  needsLogin: boolean;
  /** What is under way ('Adding…'), or null when 'Book course' can be pressed. */
  busyText: string | null;
  onBook: () => void;
  /** Closes the slide-over. */
  onClose: () => void;
}) {
  const { timeFormat } = useClient();
  const status = course.actionToShow.status === 'BOOK' && needsLogin ? 'LOGIN' : course.actionToShow.status;
  switch (status) {
    case 'BOOK':
      return (
        <Button
          size="large"
          fullWidth
          aria-disabled={busyText !== null || undefined}
          onClick={() => {
            if (busyText === null) onBook();
          }}
        >
          {busyText ?? 'Book course'}
        </Button>
      );
    case 'LOGIN':
      return (
        <Button
          size="large"
          fullWidth
          onClick={() => {
            onClose();
            systemStore.openLoginModal('login');
          }}
        >
          Log in to book
        </Button>
      );
    default:
      return (
        <p className={styles.status}>
          {courseStatusText(course.actionToShow, timeFormat)}. Your answers are kept for when you book.
        </p>
      );
  }
}
