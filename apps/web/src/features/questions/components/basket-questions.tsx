import type { CartQuestions } from '@leisure/contracts';
import { useId, useRef, useState } from 'react';
import { useClient } from '../../../lib/app-context.ts';
import { formatTime } from '../../../lib/time.ts';
import { lineDateLabel } from '../../cart/lib/line-labels.ts';
import { sendCartAnswers } from '../api/cart-questions.ts';
import {
  type Answers,
  cartAnswersOf,
  problemOf,
  type QuestionsProblem,
  savedAnswersOf,
} from '../lib/questions.ts';
import styles from './basket-questions.module.css';
import { QuestionsForm } from './questions-form.tsx';

type QuestionLine = CartQuestions['items'][number];

interface LineQuestionsProps {
  line: QuestionLine;
  cartId: number;
  selectedUserId: number | null;
  onSaved: (next: CartQuestions) => void;
  checkSignal: number;
  focusOnCheck: boolean;
}

/**
 * One line's questions, pre-filled with its saved answers; 'Save answers' sends them. A refusal
 * shows the server's messages under their questions, keeping what was typed.
 */
function LineQuestions({
  line,
  cartId,
  selectedUserId,
  onSaved,
  checkSignal,
  focusOnCheck,
}: LineQuestionsProps) {
  const saved = savedAnswersOf(line.questions);
  const [draft, setDraft] = useState<Answers>(saved);
  const [problem, setProblem] = useState<QuestionsProblem | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [savedNote, setSavedNote] = useState(false);
  const problems = useRef(0);

  async function save(answers: Answers) {
    setDraft(answers);
    setSavedNote(false);
    const sent = cartAnswersOf(line.cartItemId, line.questions, answers, saved);
    if (sent.length === 0) {
      setSavedNote(true);
      return;
    }
    setIsSaving(true);
    try {
      const next = await sendCartAnswers(cartId, {
        answers: sent,
        ...(selectedUserId === null ? {} : { selected_user_id: selectedUserId }),
      });
      setProblem(null);
      setSavedNote(true);
      onSaved(next);
    } catch (error) {
      problems.current += 1;
      setProblem({ ...problemOf(error, sent), key: problems.current });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <QuestionsForm
        key={problem?.key ?? 'answers'}
        questions={line.questions}
        initialAnswers={draft}
        problem={problem}
        isSaving={isSaving}
        onValid={(answers) => void save(answers)}
        checkSignal={checkSignal}
        focusOnCheck={focusOnCheck}
        testId="booking-questions"
      />
      <p className={styles.saved} role="status">
        {savedNote && !isSaving && !problem ? 'Your answers have been saved.' : ''}
      </p>
    </>
  );
}

/**
 * The basket's booking questions (docs/product.md): each line that asks any, with its questions,
 * whether they are done, and its own 'Save answers'. Each new `checkSignal` (a blocked Checkout)
 * checks every line still missing an answer, the first of them taking focus.
 */
export function BasketQuestions({
  questions,
  selectedUserId,
  onSaved,
  checkSignal,
}: {
  questions: CartQuestions;
  selectedUserId: number | null;
  onSaved: (next: CartQuestions) => void;
  checkSignal: number;
}) {
  const { timeFormat } = useClient();
  const headingId = useId();
  const firstIncomplete = questions.items.find((line) => !line.isComplete)?.cartItemId;
  if (questions.items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Booking questions
      </h2>
      <p className={styles.intro}>Answer these for each booking before you check out.</p>
      {questions.items.map((line) => (
        <article
          key={line.cartItemId}
          className={styles.card}
          aria-labelledby={`${headingId}-${line.cartItemId}`}
        >
          <div className={styles.cardHeader}>
            <h3 id={`${headingId}-${line.cartItemId}`} className={styles.lineName}>
              {line.name}
            </h3>
            <p className={styles.when}>
              <time dateTime={line.startsAt.dateTime}>
                {`${lineDateLabel(line.startsAt.dateTime)}, ${formatTime(line.startsAt.time, timeFormat)}`}
              </time>
            </p>
            <p className={line.isComplete ? styles.done : styles.todo}>
              {line.isComplete ? 'Answered' : 'Answers needed'}
            </p>
          </div>
          <LineQuestions
            line={line}
            cartId={questions.cartId}
            selectedUserId={selectedUserId}
            onSaved={onSaved}
            checkSignal={line.isComplete ? 0 : checkSignal}
            focusOnCheck={line.cartItemId === firstIncomplete}
          />
        </article>
      ))}
    </section>
  );
}
