import { ANSWER_MAX_LENGTH } from '@leisure/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import {
  type Answers,
  type Question,
  type QuestionErrors,
  questionsSummaryMessage,
  validateAnswers,
} from '../lib/questions.ts';
import styles from './questions-form.module.css';

interface FieldProps {
  question: Question;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

type InvalidProps = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A yes/no question: two radios in a fieldset that carries the message. */
function YesNoQuestion({
  question,
  value,
  onChange,
  label,
  errorText,
  invalidProps,
}: Omit<FieldProps, 'error'> & { label: ReactNode; errorText: ReactNode; invalidProps: InvalidProps }) {
  return (
    <fieldset className={styles.question} {...invalidProps}>
      <legend>{label}</legend>
      <div className={styles.radios}>
        {(['yes', 'no'] as const).map((option) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name={`question-${question.id}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              required={question.isRequired}
            />
            {option === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}

/** A choice from a list, or free text. */
function AnswerControl({
  question,
  value,
  error,
  onChange,
  id,
  invalidProps,
}: FieldProps & { id: string; invalidProps: InvalidProps }) {
  const common = {
    id,
    name: `question-${question.id}`,
    value,
    required: question.isRequired,
    ...invalidProps,
  };
  if (question.kind === 'select') {
    return (
      <select
        {...common}
        className={`${styles.select} ${error ? styles.invalid : ''}`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose an answer</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <textarea
      {...common}
      className={`${styles.textarea} ${error ? styles.invalid : ''}`}
      onChange={(event) => onChange(event.target.value)}
      maxLength={ANSWER_MAX_LENGTH}
      rows={3}
    />
  );
}

function QuestionField(props: FieldProps) {
  const { question, error } = props;
  const baseId = useId();
  const fieldId = `${baseId}-field`;
  const errorId = `${baseId}-error`;
  const label = (
    <>
      {question.question}
      {!question.isRequired && <span className={styles.optional}> (optional)</span>}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
  const invalidProps: InvalidProps = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  if (question.kind === 'boolean') {
    return <YesNoQuestion {...props} label={label} errorText={errorText} invalidProps={invalidProps} />;
  }
  return (
    <div className={styles.question}>
      <label htmlFor={fieldId} className={styles.questionLabel}>
        {label}
      </label>
      <AnswerControl {...props} id={fieldId} invalidProps={invalidProps} />
      {errorText}
    </div>
  );
}

/**
 * Focus for the first question with a message (a yes/no question's first choice), so the keyboard
 * and screen reader land where the answer is missing; the summary when none has one.
 */
function focusFirstError(form: HTMLFormElement | null, summary: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid;
  (target ?? summary)?.focus();
}

/**
 * The answers and their messages: the server's (from `problem`) until their question changes, and
 * the form's own once it has been submitted. `check` shows what is missing and says whether
 * nothing is; focus then goes to the first message.
 */
function useQuestionAnswers(
  questions: readonly Question[],
  initialAnswers: Answers,
  problem: { summary: string; errors: QuestionErrors } | null,
) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [serverErrors, setServerErrors] = useState<QuestionErrors>(problem?.errors ?? {});
  const [ownErrors, setOwnErrors] = useState<QuestionErrors>({});
  const [summary, setSummary] = useState<string | null>(problem?.summary ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const errors = { ...serverErrors, ...ownErrors };
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (problem) focusFirstError(formRef.current, summaryRef.current);
  }, [problem]);

  // Once the messages are on the page, so the first one's field can take focus.
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formRef.current, summaryRef.current);
  }, [focusRequest]);

  /** Shows what is missing; true when nothing is. */
  const check = (shouldFocus: boolean): boolean => {
    setSubmitted(true);
    const found = validateAnswers(questions, answers);
    setOwnErrors(found);
    setServerErrors({});
    setSummary(null);
    if (Object.keys(found).length === 0) return true;
    if (shouldFocus) setFocusRequest((count) => count + 1);
    return false;
  };

  const update = (id: number, value: string) => {
    const next = { ...answers, [String(id)]: value };
    setAnswers(next);
    const key = String(id);
    if (key in serverErrors) {
      // The server's message goes with the change; its summary once none of its messages are left.
      const { [key]: _changed, ...rest } = serverErrors;
      setServerErrors(rest);
      if (Object.keys(rest).length === 0) setSummary(null);
    }
    // After a first submit, messages follow the answers as they are fixed.
    if (submitted) setOwnErrors(validateAnswers(questions, next));
  };

  return { answers, errors, hasErrors, summary, check, update, formRef, summaryRef };
}

/**
 * Booking questions: a course's, or a basket line's. On submit, every required question left
 * blank gets 'Required' under it and the form says 'Please complete all required questions', with
 * focus on the first one; valid answers go to `onValid`. A `problem` (the server refused the
 * answers) opens the form with its summary and its messages under their questions, focused; a
 * message goes as its question is changed. Each new `checkSignal` (above 0) is a submit from
 * outside (the basket's Checkout, answers typed but not saved yet); `focusOnCheck` says whether
 * this form then takes focus.
 */
export function QuestionsForm({
  questions,
  initialAnswers,
  onValid,
  submitLabel = 'Save answers',
  isSaving = false,
  problem = null,
  checkSignal = 0,
  focusOnCheck = false,
  testId = 'course-custom-questions',
}: {
  questions: readonly Question[];
  initialAnswers: Answers;
  onValid: (answers: Answers) => void;
  submitLabel?: string;
  isSaving?: boolean;
  problem?: { summary: string; errors: QuestionErrors } | null;
  checkSignal?: number;
  focusOnCheck?: boolean;
  testId?: string;
}) {
  const { answers, errors, hasErrors, summary, check, update, formRef, summaryRef } = useQuestionAnswers(
    questions,
    initialAnswers,
    problem,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new signal only
  useEffect(() => {
    if (checkSignal > 0 && check(focusOnCheck)) onValid(answers);
  }, [checkSignal]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    if (check(true)) onValid(answers);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate data-testid={testId}>
      {(hasErrors || summary) && (
        <p ref={summaryRef} className={styles.summaryAlert} role="alert" tabIndex={-1}>
          {summary ?? questionsSummaryMessage}
        </p>
      )}
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[String(question.id)] ?? ''}
          error={errors[String(question.id)]}
          onChange={(value) => update(question.id, value)}
        />
      ))}
      <Button type="submit" fullWidth aria-disabled={isSaving || undefined}>
        {isSaving ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
