import type { AuthUser, MembershipPlan, PlanRefusal, Venue } from '@leisure/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { LogInButton } from '../features/account/components/log-in-button.tsx';
import { SignUpFields } from '../features/account/components/sign-up-fields.tsx';
import { cartQueryKey } from '../features/cart/api/get-cart.ts';
import { isApiError, statusMessages } from '../lib/api.ts';
import { useAppContext } from '../lib/app-context.ts';
import { authUserQueryKey, register, useAuthUser } from '../lib/auth.ts';
import { onFirstUse } from '../lib/lazy-schema.ts';
import { onlineJoiningVenuesQuery } from '../lib/queries.ts';
import { Button } from '../ui/button.tsx';
import { SelectField, TermsField as TermsBox, termsTexts, useFormErrors } from '../ui/form/index.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import styles from './join.module.css';
import { joinPlan } from './join-api.ts';
import { customerJoinForm, visitorJoinFormFor } from './join-form.ts';
import { PlanRefused } from './plan-card.tsx';
import { termLabel } from './plan-labels.ts';

/** The text of a failed call: its first field message (a 422's), else its message. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return statusMessages.generic;
  if (error.status === 0) return "We couldn't reach the server. Check your connection and try again.";
  return Object.values(error.errors).flat()[0] ?? error.message;
}

/** The plan being joined, beside the form, with the way back to the plans. */
function ChosenPlan({ plan, onChangePlan }: { plan: MembershipPlan; onChangePlan: () => void }) {
  return (
    <section className={styles.chosen} aria-labelledby="chosen-plan-heading" data-testid="chosen-plan">
      <h3 id="chosen-plan-heading" className={styles.chosenName}>
        {plan.name}
      </h3>
      <dl className={styles.facts}>
        <dt>Each month</dt>
        <dd>{plan.price.formatted}</dd>
        <dt>Joining fee</dt>
        <dd>{plan.joiningFee.amountPence > 0 ? plan.joiningFee.formatted : 'None'}</dd>
        <dt>Term</dt>
        <dd>{termLabel(plan)}</dd>
        <dt>First payment</dt>
        <dd>
          <strong>{plan.firstPayment.formatted}</strong>
        </dd>
      </dl>
      <button type="button" className={styles.textButton} onClick={onChangePlan}>
        Choose another plan
      </button>
    </section>
  );
}

/** The centres a member can call home for this plan: its own centre, or any that sells online. */
function HomeCentreField({
  plan,
  centre,
  error,
}: {
  plan: MembershipPlan;
  centre: Venue;
  error: string | undefined;
}) {
  const venues = useQuery(onlineJoiningVenuesQuery());
  const listed = venues.data ?? [centre];
  const choices = plan.venueId === null ? listed : listed.filter((venue) => venue.id === plan.venueId);
  const preselected = choices.find((venue) => venue.id === centre.id) ?? choices[0];
  return (
    <SelectField
      // Uncontrolled: mounted again once the list arrives, so this centre stays chosen.
      key={venues.isSuccess ? 'loaded' : 'loading'}
      id="join-home-venue"
      name="home_venue_id"
      label="Home centre"
      hint={
        plan.venueId === null
          ? 'Your membership covers every centre; this is where you usually go.'
          : undefined
      }
      defaultValue={preselected ? String(preselected.id) : ''}
      error={error}
      required
    >
      {choices.map((venue) => (
        <option key={venue.id} value={venue.id}>
          {venue.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The terms of joining, asked once (the payment does not ask again): the term is part of what is
 * agreed, and the client's terms are linked.
 */
function TermsField({ plan, error }: { plan: MembershipPlan; error: string | undefined }) {
  const { client } = useAppContext();
  const label =
    plan.termMonths > 1
      ? `${termsTexts.accept}, including the ${plan.termMonths}-month minimum term`
      : termsTexts.accept;
  return <TermsBox id="join-terms" termsUrl={client.termsUrl} label={label} error={error} />;
}

interface JoinFormProps {
  plan: MembershipPlan;
  centre: Venue;
  isBusy: boolean;
  /** Puts the plan in the basket for the logged-in customer; answers whether it went in. */
  join: (homeVenueId: number) => Promise<boolean>;
  /** A failure that belongs to no field. */
  showAlert: (message: string) => void;
}

/** A visitor: sign up (the account is the member's), then join. */
function VisitorForm({ plan, centre, isBusy, join, showAlert }: JoinFormProps) {
  const { client } = useAppContext();
  const queryClient = useQueryClient();
  const schema = useMemo(() => onFirstUse(() => visitorJoinFormFor(plan)), [plan]);
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(schema);
  const [isSigningUp, setSigningUp] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || isSigningUp) return;
    const form = event.currentTarget;
    const values = validateForm(form);
    if (!values) return;
    setSigningUp(true);
    let user: AuthUser;
    try {
      user = await register({ ...values, client_id: client.clientId, source: 'online-joining' });
    } catch (error) {
      setSigningUp(false);
      if (!showServerErrors(form, error)) showAlert(failureText(error));
      return;
    }
    // An account call still under way (from before signing up) must not answer over this one.
    await queryClient.cancelQueries({ queryKey: authUserQueryKey, exact: true });
    queryClient.setQueryData(authUserQueryKey, user);
    await join(values.home_venue_id);
    setSigningUp(false);
  }

  return (
    <form
      noValidate
      className={styles.detailsForm}
      aria-label="Your details"
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
    >
      <p className={styles.joiningAs}>
        Joining creates your account, so you can book and see your membership in My account. Already have one?{' '}
        <LogInButton className={styles.textButton} />
      </p>
      <SignUpFields idPrefix="join" errors={errors} />
      <HomeCentreField plan={plan} centre={centre} error={errors.home_venue_id} />
      <TermsField plan={plan} error={errors.terms} />
      <Button type="submit" size="large" fullWidth disabled={isBusy || isSigningUp}>
        {isBusy || isSigningUp ? 'Creating your account…' : 'Continue to payment'}
      </Button>
    </form>
  );
}

/** A logged-in customer: who is joining, their home centre and the terms. */
function CustomerForm({ plan, centre, isBusy, join, user }: JoinFormProps & { user: AuthUser | undefined }) {
  const { errors, validateForm, revalidate } = useFormErrors(customerJoinForm);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const values = validateForm(event.currentTarget);
    if (values) await join(values.home_venue_id);
  }

  return (
    <form
      noValidate
      className={styles.detailsForm}
      aria-label="Your details"
      onSubmit={handleSubmit}
      onChange={(event) => revalidate(event.currentTarget)}
    >
      <p className={styles.joiningAs} data-testid="joining-as">
        {user ? (
          <>
            Joining as{' '}
            <strong>
              {user.firstName} {user.lastName}
            </strong>{' '}
            ({user.email})
          </>
        ) : (
          <Skeleton width="60%" height="1rem" />
        )}
      </p>
      <HomeCentreField plan={plan} centre={centre} error={errors.home_venue_id} />
      <TermsField plan={plan} error={errors.terms} />
      <Button type="submit" size="large" fullWidth disabled={isBusy}>
        {isBusy ? 'Adding your membership…' : 'Continue to payment'}
      </Button>
    </form>
  );
}

export interface DetailsStepProps {
  centre: Venue;
  plan: MembershipPlan;
  /** Set when the customer may not buy the plan (a membership they hold): said instead of the form. */
  refusal?: PlanRefusal | undefined;
  onChangePlan: () => void;
  /** The membership is in the basket: on to payment. */
  onJoined: () => void;
}

/** Step 2: who is joining (signing up when a visitor), their home centre and the terms. */
export function DetailsStep({ centre, plan, refusal, onChangePlan, onJoined }: DetailsStepProps) {
  const { client } = useAppContext();
  const { isLoggedIn, user } = useAuthUser(client.clientId);
  const queryClient = useQueryClient();
  // Counted, so the same reason given twice is focused twice.
  const [alert, setAlert] = useState<{ message: string; count: number } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // Keyboard and screen reader users land on the reason.
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const showAlert = (message: string) => setAlert((shown) => ({ message, count: (shown?.count ?? 0) + 1 }));

  async function join(homeVenueId: number): Promise<boolean> {
    setBusy(true);
    setAlert(null);
    try {
      const cart = await joinPlan({ plan_id: plan.id, home_venue_id: homeVenueId });
      const queryKey = cartQueryKey({ isLoggedIn: true, selectedUserId: null });
      // A basket call still under way (started as the account changed) must not answer over this one.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData(queryKey, cart);
      onJoined();
      return true;
    } catch (error) {
      showAlert(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const formProps = { plan, centre, isBusy, join, showAlert };
  return (
    <div className={styles.detailsLayout}>
      <ChosenPlan plan={plan} onChangePlan={onChangePlan} />
      <div>
        {alert ? <FormAlert ref={alertRef} message={alert.message} /> : null}
        {refusal ? <PlanRefused refusal={refusal} /> : null}
        {!refusal && isLoggedIn ? <CustomerForm {...formProps} user={user} /> : null}
        {isLoggedIn ? null : <VisitorForm {...formProps} />}
      </div>
    </div>
  );
}

function FormAlert({ message, ref }: { message: string; ref: RefObject<HTMLParagraphElement | null> }) {
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={styles.formAlert} data-testid="join-alert">
      {message}
    </p>
  );
}
