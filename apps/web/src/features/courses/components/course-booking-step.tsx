import type { Course } from '@leisure/contracts';
import { useClient } from '../../../lib/app-context.ts';
import { systemStore } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { courseStatusText } from '../lib/action-text.ts';
import type { CourseBasket } from './course-basket.ts';
import styles from './courses.module.css';

/**
 * The last step of the booking slide-over, once the questions are answered: 'Book course' puts the
 * course in the basket; 'Log in to book' when the course needs an account; otherwise when it opens.
 */
export function CourseBookingStep({
  course,
  basket,
  onDone,
}: {
  course: Course;
  basket: CourseBasket;
  /** Closes the slide-over. */
  onDone: () => void;
}) {
  const { timeFormat } = useClient();
  const listing = { id: course.id, type: course.objectType };
  switch (course.actionToShow.status) {
    case 'BOOK': {
      const isAdding = basket.isAdding(listing);
      return (
        <Button
          size="large"
          fullWidth
          aria-disabled={isAdding || undefined}
          onClick={async () => {
            if (isAdding) return;
            if (await basket.add([listing])) onDone();
          }}
        >
          {isAdding ? 'Adding…' : 'Book course'}
        </Button>
      );
    }
    case 'LOGIN':
      return (
        <Button
          size="large"
          fullWidth
          onClick={() => {
            onDone();
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
