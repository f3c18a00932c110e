import type { MembershipPlan, OnlineJoiningCentre } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { readScaReturn, type ScaReturn } from '../features/checkout/lib/sca-return.ts';
import { messageForStatus } from '../lib/api.ts';
import { useAppContext } from '../lib/app-context.ts';
import { useIsLoggedIn } from '../lib/auth.ts';
import { isNotFound } from '../lib/queries.ts';
import { useSystem } from '../lib/system-store.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, Page } from '../ui/page/index.ts';
import { NotFound } from '../ui/screens/index.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { DetailsStep } from './details-step.tsx';
import styles from './join.module.css';
import { centreQuery, planRefusalsQuery } from './join-api.ts';
import { joiningPaths } from './paths.ts';
import { PaymentStep } from './payment-step.tsx';
import { PlanList } from './plan-card.tsx';

type Step = 'plans' | 'details' | 'payment';

const steps: readonly Step[] = ['plans', 'details', 'payment'];
const stepTitles: Record<Step, string> = {
  plans: 'Choose a membership',
  details: 'Your details',
  payment: 'Payment',
};

/** Where the joining is: `?plan=` names the chosen plan, `&step=payment` the last step. */
function stepOf(
  plan: MembershipPlan | undefined,
  search: URLSearchParams,
  scaReturn: ScaReturn | null,
): Step {
  if (scaReturn) return 'payment';
  if (!plan) return 'plans';
  return search.get('step') === 'payment' ? 'payment' : 'details';
}

function StepsProgress({ current }: { current: Step }) {
  return (
    <ol className={styles.steps} aria-label="Joining steps">
      {steps.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {stepTitles[step]}
        </li>
      ))}
    </ol>
  );
}

function PlansSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading membership plans
      </p>
      <ul className={styles.plans} aria-hidden="true" data-testid="plans-loading">
        {[0, 1, 2].map((key) => (
          <li key={key} className={styles.card}>
            <Skeleton width="50%" height="1.5rem" />
            <Skeleton width="40%" height="2rem" />
            <Skeleton width="100%" height="1rem" />
            <Skeleton width="90%" height="1rem" />
            <Skeleton width="100%" height="2.75rem" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The joining of one centre: the plans, then the details, then the payment. */
function Joining({
  centre,
  scaReturn,
  onLeaveScaReturn,
}: {
  centre: OnlineJoiningCentre;
  scaReturn: ScaReturn | null;
  onLeaveScaReturn: () => void;
}) {
  const { venue, plans } = centre;
  const { isKiosk, currentCentre } = useSystem();
  const { client } = useAppContext();
  // A logged-in customer's plans say, on their cards, which they may not buy and why.
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const refusals = useQuery({ ...planRefusalsQuery(), enabled: isLoggedIn }).data?.refusals;
  const shownRefusals = isLoggedIn ? refusals : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const plan = plans.find((candidate) => candidate.slug === searchParams.get('plan'));
  const step = stepOf(plan, searchParams, scaReturn);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A new step: focus goes to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: { plan?: MembershipPlan; step?: 'payment' }) => {
    onLeaveScaReturn();
    setSearchParams(next.plan ? { plan: next.plan.slug, ...(next.step ? { step: next.step } : {}) } : {});
  };
  const title = `Join ${venue.name}`;
  return (
    <Page title={step === 'plans' ? title : `${stepTitles[step]} - ${title}`} heading={title}>
      <p className={styles.intro} data-testid="selected-venue">
        Memberships at {venue.name}, {venue.address.line1}, {venue.address.town}.{' '}
        {isKiosk && currentCentre === venue.slug ? null : (
          <Link to={isKiosk ? joiningPaths.kiosk : joiningPaths.centres}>Choose another centre</Link>
        )}
      </p>
      <StepsProgress current={step} />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {step === 'details' && plan ? `Your details to join ${plan.name}` : stepTitles[step]}
      </h2>
      {step === 'plans' ? (
        <PlanList plans={plans} refusals={shownRefusals} onChoose={(chosen) => goTo({ plan: chosen })} />
      ) : null}
      {step === 'details' && plan ? (
        <DetailsStep
          centre={venue}
          plan={plan}
          refusal={shownRefusals?.find((refusal) => refusal.planId === plan.id)}
          onChangePlan={() => goTo({})}
          onJoined={() => goTo({ plan, step: 'payment' })}
        />
      ) : null}
      {step === 'payment' ? <PaymentStep scaReturn={scaReturn} onChooseAgain={() => goTo({})} /> : null}
    </Page>
  );
}

/** /centre/{slug}: join one centre (spec section 2). */
export function CentrePage() {
  const { slug = '' } = useParams();
  const centre = useQuery(centreQuery(slug));
  const [searchParams] = useSearchParams();
  // Read once: the payment takes the bank's answer off the URL as soon as it has used it.
  const [scaReturn, setScaReturn] = useState(() => readScaReturn(searchParams));
  if (centre.isPending) {
    return (
      <Page title="Buy a membership">
        <PlansSkeleton />
      </Page>
    );
  }
  if (centre.isError) {
    if (isNotFound(centre.error)) return <NotFound />;
    return (
      <Page title="Buy a membership">
        <EmptyState>
          <p role="alert">{messageForStatus(0)}</p>
          <Button onClick={() => centre.refetch()}>Try again</Button>
        </EmptyState>
      </Page>
    );
  }
  return <Joining centre={centre.data} scaReturn={scaReturn} onLeaveScaReturn={() => setScaReturn(null)} />;
}
