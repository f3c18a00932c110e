import type { HouseholdMember } from '@leisure/contracts';
import { type FormEvent, useState } from 'react';
import { todayIso } from '../../../lib/form-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldRow, TextField, useFormErrors } from '../../../ui/form/index.ts';
import { failureMessage } from '../../account/lib/messages.ts';
import { dependantForm, toDependantBody, type DependantForm as Values } from '../lib/dependant-form.ts';
import styles from './household.module.css';

interface Props {
  /** The dependant being changed; none to add one. */
  member?: HouseholdMember;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (body: ReturnType<typeof toDependantBody>) => Promise<unknown>;
  onCancel?: () => void;
}

/** A dependant's details: names, date of birth, and optional medical and emergency-contact notes. */
export function DependantForm({ member, submitLabel, pendingLabel, onSubmit, onCancel }: Props) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, validateForm, revalidate, showServerErrors, clear } = useFormErrors(dependantForm);
  const id = (name: string) => `dependant-${member?.id ?? 'new'}-${name}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    const values: Values | null = validateForm(form);
    if (!values || pending) return;
    setPending(true);
    try {
      await onSubmit(toDependantBody(values));
      if (!member) form.reset();
      clear();
    } catch (error) {
      if (!showServerErrors(form, error)) setRefusal(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      aria-label={member ? `Change ${member.firstName}'s details` : 'Add a dependant'}
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
    >
      <FieldRow>
        <TextField
          id={id('first-name')}
          name="first_name"
          label="First name"
          autoComplete="off"
          defaultValue={member?.firstName}
          error={errors.first_name}
          required
        />
        <TextField
          id={id('last-name')}
          name="last_name"
          label="Last name"
          autoComplete="off"
          defaultValue={member?.lastName}
          error={errors.last_name}
          required
        />
      </FieldRow>
      <TextField
        id={id('date-of-birth')}
        name="date_of_birth"
        type="date"
        label="Date of birth"
        max={todayIso()}
        defaultValue={member?.dateOfBirth}
        error={errors.date_of_birth}
        required
      />
      <TextField
        id={id('medical-notes')}
        name="medical_notes"
        label="Medical notes"
        hint="Allergies, conditions or medication the instructor should know about."
        optional
        autoComplete="off"
        defaultValue={member?.medicalNotes ?? undefined}
        error={errors.medical_notes}
      />
      <TextField
        id={id('emergency-contact')}
        name="emergency_contact"
        label="Emergency contact"
        hint="A name and phone number, if not yours."
        optional
        autoComplete="off"
        defaultValue={member?.emergencyContact ?? undefined}
        error={errors.emergency_contact}
      />
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
