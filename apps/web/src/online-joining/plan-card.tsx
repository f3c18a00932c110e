import { agesLabel, type MembershipPlan, type PlanRefusal } from '@leisure/contracts';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { Button } from '../ui/button.tsx';
import chipStyles from '../ui/chip.module.css';
import styles from './join.module.css';
import { inclusionsOf, joiningFeeLabel, termLabel } from './plan-labels.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A plan the customer may not buy, said on its card (and on the details step) before any details
 * are asked: the membership they hold, and where to see it.
 */
export function PlanRefused({ refusal }: { refusal: PlanRefusal }) {
  const memberships = useCrossAppLink('my-account', '/memberships');
  return (
    <div className={styles.refused} data-testid="plan-refused">
      <p>{refusal.message}</p>
      <a href={memberships}>See your memberships</a>
    </div>
  );
}

/**
 * One plan: the monthly price first, then the joining fee and term, what it includes, who it is
 * for, and what joining costs today; one action, Choose, unless the customer may not buy it
 * (`refusal`: a membership they hold), which it says instead.
 */
export function PlanCard({
  plan,
  refusal,
  onChoose,
}: {
  plan: MembershipPlan;
  refusal?: PlanRefusal | undefined;
  onChoose: (plan: MembershipPlan) => void;
}) {
  const headingId = `plan-${plan.id}-name`;
  const inclusions = inclusionsOf(plan);
  const ages = agesLabel(plan);
  return (
    <article className={styles.plan} aria-labelledby={headingId} data-testid="membership-plan">
      <h3 id={headingId} className={styles.planName}>
        {plan.name}
      </h3>
      <p className={styles.price}>
        <span className={styles.priceAmount}>{plan.price.formatted}</span> a month
      </p>
      <p className={styles.muted}>
        {joiningFeeLabel(plan)} · {termLabel(plan)}
      </p>
      {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
      {inclusions.length > 0 ? (
        <>
          <h4 className={styles.includesHeading}>Includes</h4>
          <ul className={styles.includes}>
            {inclusions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {ages || plan.requiredDocument ? (
        <ul className={styles.notes} aria-label="Who can join">
          {ages ? <li className={chipStyles.chip}>{capitalised(ages)}</li> : null}
          {plan.requiredDocument ? (
            <li className={chipStyles.chip}>Requires: {plan.requiredDocument}</li>
          ) : null}
        </ul>
      ) : null}
      <div className={styles.planFooter}>
        <p className={styles.firstPayment}>
          <span>First payment today</span>
          <span>{plan.firstPayment.formatted}</span>
        </p>
        {refusal ? (
          <PlanRefused refusal={refusal} />
        ) : (
          <Button fullWidth onClick={() => onChoose(plan)}>
            Choose {plan.name}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The plans a centre sells online, or plain words when it sells none. */
export function PlanList({
  plans,
  refusals = [],
  onChoose,
}: {
  plans: readonly MembershipPlan[];
  /** The plans the logged-in customer may not buy. */
  refusals?: readonly PlanRefusal[] | undefined;
  onChoose: (plan: MembershipPlan) => void;
}) {
  if (plans.length === 0) {
    return <p>This centre has no memberships to buy online at the moment. Ask at reception to join.</p>;
  }
  return (
    <ul className={styles.plans} aria-label="Membership plans">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard
            plan={plan}
            refusal={refusals.find((refusal) => refusal.planId === plan.id)}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ul>
  );
}
