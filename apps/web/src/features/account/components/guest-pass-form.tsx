import { type FormEvent, useState } from 'react';
import { todayIso } from '../../../lib/form-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldRow, TextField, useFormErrors } from '../../../ui/form/index.ts';
import { toast } from '../../../ui/toast/index.ts';
import { useIssueGuestPass } from '../hooks/use-guest-passes.ts';
import { formatDay } from '../lib/format.ts';
import { guestPassForm, toIssueGuestPassBody } from '../lib/forms.ts';
import { failureMessage } from '../lib/messages.ts';
import passStyles from './guest-passes.module.css';

/** The guest's names, email (optional) and the day of the visit. */
function GuestFields({ errors }: { errors: Partial<Record<string, string>> }) {
  return (
    <>
      <FieldRow>
        <TextField
          id="guest-first-name"
          name="first_name"
          label="Guest's first name"
          autoComplete="off"
          error={errors.first_name}
          required
        />
        <TextField
          id="guest-last-name"
          name="last_name"
          label="Guest's last name"
          autoComplete="off"
          error={errors.last_name}
          required
        />
      </FieldRow>
      <FieldRow>
        <TextField
          id="guest-email"
          name="email"
          type="email"
          label="Guest's email"
          hint="We send the code to this address."
          optional
          autoComplete="off"
          error={errors.email}
        />
        <TextField
          id="guest-valid-on"
          name="valid_on"
          type="date"
          label="Date of visit"
          min={todayIso()}
          error={errors.valid_on}
          required
          data-testid="date-input"
        />
      </FieldRow>
    </>
  );
}

/**
 * Issues a guest pass: the guest's name, an optional email to send the code to, and the day. A
 * refusal (no passes left, a day not allowed) is said above the button, where the customer looks.
 */
export function GuestPassForm() {
  const issue = useIssueGuestPass();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, validateForm, revalidate, showServerErrors, clear } = useFormErrors(guestPassForm);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    const values = validateForm(form);
    if (!values || issue.isPending) return;
    try {
      const pass = await issue.mutateAsync(toIssueGuestPassBody(values));
      toast.success(
        `Guest pass for ${pass.guestFirstName} ${pass.guestLastName} on ${formatDay(pass.validOn)}: code ${pass.code}.`,
      );
      form.reset();
      clear();
    } catch (error) {
      if (!showServerErrors(form, error)) setRefusal(failureMessage(error));
    }
  }

  return (
    <form
      noValidate
      className={passStyles.form}
      aria-labelledby="issue-guest-pass-heading"
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
      data-testid="guest-pass-form"
    >
      <GuestFields errors={errors} />
      {refusal ? (
        <p role="alert" className={passStyles.refusal} data-testid="guest-pass-refusal">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={issue.isPending || undefined}>
        {issue.isPending ? 'Issuing pass…' : 'Issue guest pass'}
      </Button>
    </form>
  );
}
