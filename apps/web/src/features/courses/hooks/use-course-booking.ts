import type { Cart, Course } from '@leisure/contracts';
import { useRef, useState } from 'react';
import { messageForStatus } from '../../../lib/api.ts';
import { sendCartAnswers } from '../../questions/api/cart-questions.ts';
import {
  type Answers,
  cartAnswersOf,
  problemOf,
  type QuestionsProblem,
  questionsSummaryMessage,
  validateAnswers,
} from '../../questions/lib/questions.ts';
import type { CourseBasket } from '../components/course-basket.ts';
import { courseLineOf } from '../lib/course-answers.ts';
import type { CourseAttendeeRequest } from '../lib/course-attendee.ts';

/** The basket line that still needs its answers (the course is in the basket already). */
interface UnansweredLine {
  cartId: number;
  cartItemId: number;
  selectedUserId: number | null;
}

/**
 * Booking a course: the required answers are checked, the course goes in the basket, then its
 * answers go to the new basket line. When the server refuses them, the course stays in the basket
 * and the answers can be sent again to that line.
 */
export function useCourseBooking(course: Course, basket: CourseBasket) {
  const [problem, setProblem] = useState<QuestionsProblem | null>(null);
  const [unanswered, setUnanswered] = useState<UnansweredLine | null>(null);
  const [isSending, setIsSending] = useState(false);
  const problemCount = useRef(0);
  const report = (next: Omit<QuestionsProblem, 'key'>) => {
    problemCount.current += 1;
    setProblem({ ...next, key: problemCount.current });
  };

  async function answerLine(line: UnansweredLine, answers: Answers): Promise<boolean> {
    const sent = cartAnswersOf(line.cartItemId, course.questions, answers);
    if (sent.length === 0) return true;
    setIsSending(true);
    try {
      await sendCartAnswers(line.cartId, {
        answers: sent,
        ...(line.selectedUserId === null ? {} : { selected_user_id: line.selectedUserId }),
      });
      setUnanswered(null);
      setProblem(null);
      return true;
    } catch (error) {
      setUnanswered(line);
      report(problemOf(error, sent));
      return false;
    } finally {
      setIsSending(false);
    }
  }

  /** 'Book course' for the attendee: resolves true once the course and its answers are in the basket. */
  async function book(answers: Answers, attendee: CourseAttendeeRequest): Promise<boolean> {
    const missing = validateAnswers(course.questions, answers);
    if (Object.keys(missing).length > 0) {
      report({ summary: questionsSummaryMessage, errors: missing });
      return false;
    }
    const cart: Cart | null = await basket.add([{ id: course.id, type: course.objectType, ...attendee }]);
    if (!cart) return false;
    const line = courseLineOf(cart, course.id);
    if (line) {
      const target = { cartId: cart.cartId, cartItemId: line.id, selectedUserId: cart.selectedUserId };
      return answerLine(target, answers);
    }
    // The basket answered without the course's line: there is nothing to give the answers to.
    if (cartAnswersOf(0, course.questions, answers).length === 0) return true;
    report({ summary: messageForStatus(500), errors: {} });
    return false;
  }

  /** After a refusal: the corrected answers go to the line the course already has. */
  async function answerAgain(answers: Answers): Promise<boolean> {
    return unanswered ? answerLine(unanswered, answers) : true;
  }

  return {
    book,
    answerAgain,
    problem,
    clearProblem: () => setProblem(null),
    /** The course is in the basket but its answers are not yet. */
    isAwaitingAnswers: unanswered !== null,
    isSending,
  };
}
