import type { CourseQuestion } from '@leisure/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import {
  type CourseAnswers,
  type QuestionErrors,
  questionsSummaryMessage,
  validateAnswers,
} from '../lib/questions.ts';
import styles from './courses.module.css';

function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: CourseQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
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
  const invalidProps = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const inputName = `question-${question.id}`;

  if (question.kind === 'boolean') {
    return (
      <fieldset className={styles.question} {...invalidProps}>
        <legend>{label}</legend>
        <div className={styles.radios}>
          {(['yes', 'no'] as const).map((option) => (
            <label key={option} className={styles.radio}>
              <input
                type="radio"
                name={inputName}
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

  return (
    <div className={styles.question}>
      <label htmlFor={fieldId} className={styles.questionLabel}>
        {label}
      </label>
      {question.kind === 'select' ? (
        <select
          id={fieldId}
          name={inputName}
          className={`${styles.select} ${error ? styles.invalid : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={question.isRequired}
          {...invalidProps}
        >
          <option value="">Choose an answer</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <textarea
          id={fieldId}
          name={inputName}
          className={`${styles.textarea} ${error ? styles.invalid : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={question.isRequired}
          rows={3}
          {...invalidProps}
        />
      )}
      {errorText}
    </div>
  );
}

/**
 * The course's custom questions. On submit, every required question left blank gets 'Required'
 * under it and the form says 'Please complete all required questions'; valid answers go to
 * `onValid`.
 */
export function CourseQuestionsForm({
  questions,
  initialAnswers,
  onValid,
  submitLabel = 'Save answers',
}: {
  questions: readonly CourseQuestion[];
  initialAnswers: CourseAnswers;
  onValid: (answers: CourseAnswers) => void;
  submitLabel?: string;
}) {
  const [answers, setAnswers] = useState<CourseAnswers>(initialAnswers);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const hasErrors = Object.keys(errors).length > 0;

  const update = (id: number, value: string) => {
    const next = { ...answers, [String(id)]: value };
    setAnswers(next);
    // After a first submit, messages follow the answers as they are fixed.
    if (submitted) setErrors(validateAnswers(questions, next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAnswers(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Move focus to the summary so a screen reader hears it at once.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    onValid(answers);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="course-custom-questions">
      {hasErrors && (
        <p ref={summaryRef} className={styles.summaryAlert} role="alert" tabIndex={-1}>
          {questionsSummaryMessage}
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
      <Button type="submit" fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
