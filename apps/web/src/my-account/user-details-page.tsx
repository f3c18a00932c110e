import type { UserDetails } from '@leisure/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { accountKeys } from '../features/account/api/keys.ts';
import { updateUserDetails, userDetailsQuery } from '../features/account/api/user-details.ts';
import { QueryView } from '../features/account/components/account-states.tsx';
import { toUpdateDetailsBody, userDetailsForm } from '../features/account/lib/forms.ts';
import { accountMessages, failureMessage } from '../features/account/lib/messages.ts';
import { authUserQueryKey } from '../lib/auth.ts';
import { usePhoneRules } from '../lib/form-validation.ts';
import { Button } from '../ui/button.tsx';
import { PersonFields, useFormErrors } from '../ui/form/index.ts';
import { toast } from '../ui/toast/index.ts';
import { HomeVenueField } from './home-venue-field.tsx';
import styles from './user-details-page.module.css';

function useSaveDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(accountKeys.details(), details);
      // The name in the header and the greeting come from these.
      void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: accountKeys.dashboard() });
    },
  });
}

function DetailsForm({ details }: { details: UserDetails }) {
  const save = useSaveDetails();
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(userDetailsForm);
  usePhoneRules();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = validateForm(form);
    if (!values || save.isPending) return;
    try {
      await save.mutateAsync(toUpdateDetailsBody(values));
      toast.success(accountMessages.detailsSaved);
    } catch (error) {
      if (!showServerErrors(form, error)) toast.danger(failureMessage(error));
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="details-heading"
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
      data-testid="user-details-form"
    >
      <h2 id="details-heading" className={styles.heading}>
        Your details
      </h2>
      <p className={styles.reference}>
        Membership reference <strong>{details.reference}</strong>
      </p>
      <PersonFields idPrefix="details" errors={errors} defaults={details} filledBy="self" />
      <HomeVenueField selectedSlug={details.homeVenueSlug} error={errors.home_venue_slug} />
      <Button type="submit" size="large" aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}

/** /user-details: the customer's name, email, phone, date of birth and home venue. */
export function UserDetailsPage() {
  const query = useQuery(userDetailsQuery());
  return (
    <QueryView query={query} loadingLabel="Loading your details">
      {(details) => <DetailsForm details={details} />}
    </QueryView>
  );
}
