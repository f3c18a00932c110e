import { sameSitePath, type Venue } from '@leisure/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LogInButton } from '../../features/account/components/log-in-button.tsx';
import { SignUpFields } from '../../features/account/components/sign-up-fields.tsx';
import { venuesQuery } from '../../features/venues/api/venues-api.ts';
import { isApiError, statusMessages } from '../../lib/api.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { authUserQueryKey, register, useIsLoggedIn } from '../../lib/auth.ts';
import { registerForm } from '../../lib/form-validation.ts';
import { requestStore, useRequestState } from '../../lib/request-state.ts';
import { useSystem } from '../../lib/system-store.ts';
import { useSelectedVenueSlug } from '../../lib/venue-cookie.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TermsField, useFormErrors } from '../../ui/form/index.ts';
import { Page, Redirect } from '../../ui/page/index.ts';
import { toast } from '../../ui/toast/index.ts';
import styles from './register-page.module.css';

/**
 * Where to go once logged in: this URL's `redirect`, else the one the app started with, else /;
 * only ever a path of this site (`sameSitePath`), never another site.
 */
function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  const { redirect } = useSystem();
  return sameSitePath(searchParams.get('redirect') ?? redirect);
}

function HomeVenueField({ error }: { error: string | undefined }) {
  const { client } = useAppContext();
  const selectedSlug = useSelectedVenueSlug(client.clientId);
  const venues = useQuery(venuesQuery);
  const list: Venue[] = venues.data ?? [];
  const preselected = list.find((venue) => venue.slug === selectedSlug);
  return (
    <SelectField
      // Uncontrolled: mounted again once the list arrives, so the selected venue is preselected.
      key={venues.isSuccess ? 'loaded' : 'loading'}
      id="register-home-venue"
      name="home_venue_id"
      label="Home venue"
      optional
      defaultValue={preselected ? String(preselected.id) : ''}
      error={error}
      hint={venues.isError ? 'The venues could not be loaded. You can choose one later.' : undefined}
      aria-busy={venues.isPending || undefined}
    >
      <option value="">{venues.isPending ? 'Loading venues…' : 'No home venue'}</option>
      {list.map((venue) => (
        <option key={venue.id} value={venue.id}>
          {venue.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The sign-up form: on success the server has logged the customer in. */
function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { client } = useAppContext();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { requesting } = useRequestState('register');
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(registerForm);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = validateForm(form);
    if (!values) return;
    try {
      const user = await requestStore.track('register', () =>
        register(
          { ...values, client_id: client.clientId, source: 'bookings' },
          searchParams.get('onboarding_type'),
        ),
      );
      queryClient.setQueryData(authUserQueryKey, user);
      toast.success(`Welcome, ${user.firstName}. Your account has been created.`);
      onRegistered();
    } catch (error) {
      if (showServerErrors(form, error)) return;
      toast.danger(isApiError(error) && error.code !== null ? error.message : statusMessages.generic);
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="register-heading"
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
    >
      <SignUpFields idPrefix="register" errors={errors} withPhone />
      <HomeVenueField error={errors.home_venue_id} />
      <TermsField id="register-terms" termsUrl={client.termsUrl} error={errors.terms} />
      <Button type="submit" size="large" fullWidth disabled={requesting}>
        {requesting ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}

/** /register: sign-up for visitors; a logged-in customer goes to `redirect` (or /). */
export function RegisterPage() {
  const { client } = useAppContext();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const target = useRedirectTarget();
  const navigate = useNavigate();
  if (isLoggedIn) return <Redirect to={target} />;
  return (
    <Page
      title="Sign up"
      heading={<span id="register-heading">Sign up</span>}
      breadcrumbs={[{ label: 'Sign up' }]}
    >
      <div className={styles.layout}>
        <p className={styles.intro}>
          Create an account to book faster and manage your bookings. Already have one?{' '}
          <LogInButton className={styles.textLink} />
        </p>
        <RegisterForm onRegistered={() => navigate(target, { replace: true })} />
      </div>
    </Page>
  );
}
