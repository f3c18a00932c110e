import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api.ts';
import { todayIso } from '../../../lib/form-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form/index.ts';
import { toast } from '../../../ui/toast/index.ts';
import { useUploadDocument } from '../hooks/use-documents.ts';
import {
  documentAccept,
  documentContentTypeOf,
  documentFieldOf,
  documentFileProblem,
  documentMessages,
  readAsBase64,
} from '../lib/document-file.ts';
import { failureMessage } from '../lib/messages.ts';
import styles from './documents.module.css';

type Field = 'file' | 'expires_on';
type Errors = Partial<Record<Field, string>>;

function focusField(form: HTMLFormElement, name: Field) {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/** The form's own checks: a PDF, JPEG or PNG of up to 5 MB, and an expiry not gone by. */
function checkForm(form: HTMLFormElement): { errors: Errors; file?: File; expiresOn: string } {
  const input = form.elements.namedItem('file');
  const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? undefined) : undefined;
  const expiresOn = String(new FormData(form).get('expires_on') ?? '').trim();
  const errors: Errors = {};
  const problem = documentFileProblem(file);
  if (problem) errors.file = problem;
  if (expiresOn !== '' && expiresOn < todayIso()) errors.expires_on = documentMessages.expiryInPast;
  return { errors, file, expiresOn };
}

/** A server refusal: its field messages under the fields, anything else said above the button. */
function serverErrors(error: unknown): { errors: Errors; refusal: string | null } {
  const errors: Errors = {};
  const others: string[] = [];
  if (isApiError(error)) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const target = documentFieldOf(field);
      const first = messages[0];
      if (first === undefined) continue;
      if (target && errors[target] === undefined) errors[target] = first;
      else if (!target) others.push(first);
    }
  }
  const hasFieldErrors = Object.keys(errors).length > 0;
  return { errors, refusal: others[0] ?? (hasFieldErrors ? null : failureMessage(error)) };
}

/** The file and the day it expires (optional). */
function DocumentFields({ idPrefix, errors }: { idPrefix: string; errors: Errors }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-file`}
        name="file"
        type="file"
        label="File"
        hint="A PDF, JPEG or PNG of up to 5 MB."
        accept={documentAccept}
        error={errors.file}
        required
      />
      <TextField
        id={`${idPrefix}-expires-on`}
        name="expires_on"
        type="date"
        label="Expiry date"
        hint="The last day it is valid. Leave empty if it does not expire."
        optional
        min={todayIso()}
        error={errors.expires_on}
        data-testid="date-input"
      />
    </>
  );
}

/**
 * Uploads the document a membership asks for: the file (PDF, JPEG or PNG, up to 5 MB) and the
 * day it expires, if it does. Each problem is said under its field, which takes the focus.
 */
export function DocumentUploadForm({ kind, idPrefix }: { kind: string; idPrefix: string }) {
  const upload = useUploadDocument();
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const isBusy = isReading || upload.isPending;

  function showErrors(form: HTMLFormElement, found: Errors) {
    setErrors(found);
    const first = (['file', 'expires_on'] as const).find((field) => found[field] !== undefined);
    if (first) focusField(form, first);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (isBusy) return;
    setRefusal(null);
    const checked = checkForm(form);
    const contentType = checked.file ? documentContentTypeOf(checked.file) : undefined;
    if (Object.keys(checked.errors).length > 0 || !checked.file || !contentType) {
      showErrors(form, checked.errors);
      return;
    }
    setErrors({});
    let content: string;
    try {
      setIsReading(true);
      content = await readAsBase64(checked.file);
    } catch {
      showErrors(form, { file: documentMessages.unreadable });
      return;
    } finally {
      setIsReading(false);
    }
    try {
      await upload.mutateAsync({
        kind,
        file_name: checked.file.name,
        content_type: contentType,
        content_base64: content,
        expires_on: checked.expiresOn === '' ? null : checked.expiresOn,
      });
      toast.success(`Thank you. Your ${kind} has been uploaded.`);
      form.reset();
    } catch (error) {
      const found = serverErrors(error);
      setRefusal(found.refusal);
      showErrors(form, found.errors);
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      aria-label={`Upload your ${kind}`}
      onSubmit={handleSubmit}
      data-testid="document-upload-form"
    >
      <DocumentFields idPrefix={idPrefix} errors={errors} />
      {refusal ? (
        <p role="alert" className={styles.refusal} data-testid="document-upload-refusal">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={isBusy || undefined}>
        {isBusy ? 'Uploading…' : 'Upload document'}
      </Button>
    </form>
  );
}
