import type { CustomerSummary } from '@leisure/contracts';
import { type FormEvent, useState } from 'react';
import { isApiError, statusMessages } from '../../../lib/api.ts';
import { usePhoneRules } from '../../../lib/form-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { PersonFields, useFormErrors } from '../../../ui/form/index.ts';
import { toast } from '../../../ui/toast/index.ts';
import { createCustomer } from '../api/desk-calls.ts';
import { createCustomerForm } from '../lib/customer-form.ts';
import styles from './front-of-house.module.css';

/**
 * "Create a customer": names, email, and optionally phone and date of birth. The new customer is
 * served at once; they choose a password from the email the forgotten-password link sends.
 */
export function CreateCustomerForm({
  onCreated,
  onCancel,
}: {
  onCreated: (customer: CustomerSummary) => void;
  onCancel: () => void;
}) {
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(createCustomerForm);
  usePhoneRules();
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = validateForm(form);
    if (!values || isSaving) return;
    setIsSaving(true);
    try {
      onCreated(await createCustomer(values));
    } catch (error) {
      if (!showServerErrors(form, error)) {
        toast.danger(isApiError(error) && error.code !== null ? error.message : statusMessages.generic);
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="desk-create-heading"
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
    >
      <h3 id="desk-create-heading" className={styles.subHeading}>
        Create a customer
      </h3>
      <PersonFields idPrefix="desk" errors={errors} filledBy="other" autoFocus />
      <div className={styles.pickerActions}>
        <Button type="submit" aria-disabled={isSaving || undefined}>
          {isSaving ? 'Creating…' : 'Create and serve'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Back to search
        </Button>
      </div>
    </form>
  );
}
