import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../lib/api.ts';
import { type FieldErrors, formValues, serverFieldErrors, validate } from '../../lib/form-validation.ts';

function focusField(form: HTMLFormElement, name: string): void {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Field messages for a form checked with a zod schema: on submit, then (once submitted) as the
 * customer corrects the fields; a server 422 errors map lands under the matching fields. The
 * schema is asked for when the form is first checked (`onFirstUse`), not as the page loads.
 */
export function useFormErrors<T extends z.ZodType>(schema: () => T) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);

  /** On submit: shows the messages, focuses the first wrong field; the parsed data when valid. */
  const validateForm = useCallback(
    (form: HTMLFormElement): z.output<T> | null => {
      submitted.current = true;
      const result = validate(schema(), formValues(form));
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) focusField(form, first);
      return null;
    },
    [schema],
  );

  /** For the form's onChange: after the first submit, the messages follow the input. */
  const revalidate = useCallback(
    (form: HTMLFormElement) => {
      if (!submitted.current) return;
      const result = validate(schema(), formValues(form));
      setErrors(result.success ? {} : result.errors);
    },
    [schema],
  );

  /**
   * Shows a failed request's field messages under the form's fields (named like the request's
   * keys); returns true when at least one landed, so the caller need not toast the summary.
   */
  const showServerErrors = useCallback((form: HTMLFormElement, error: unknown): boolean => {
    if (!isApiError(error) || Object.keys(error.errors).length === 0) return false;
    const names = [...form.elements]
      .map((element) => (element as HTMLInputElement).name)
      .filter((name): name is string => Boolean(name));
    const mapped = serverFieldErrors(error.errors, names);
    setErrors(mapped.errors);
    const first = Object.keys(mapped.errors)[0];
    if (first) focusField(form, first);
    return first !== undefined;
  }, []);

  const clear = useCallback(() => {
    submitted.current = false;
    setErrors({});
  }, []);

  return { errors, validateForm, revalidate, showServerErrors, clear };
}
