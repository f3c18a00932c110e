import type { PlanPricing } from '@leisure/contracts';
import { buttonClassName } from '../../../ui/button.tsx';
import styles from './plan-pricing.module.css';

/** '12-month minimum term', or 'Rolling monthly' for a one-month plan. */
export const termLabel = (plan: Pick<PlanPricing, 'termMonths'>) =>
  plan.termMonths > 1 ? `${plan.termMonths}-month minimum term` : 'Rolling monthly, cancel any time';

/** '20% off', or 'Free' for 100%. */
export const discountLabel = (percentOff: number) => (percentOff === 100 ? 'Free' : `${percentOff}% off`);

/** 'A, B and C'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * One plan at the venue: what it costs, its member price on each activity, its free sessions
 * and how to join (`join`: a link into online joining, or words when it is not sold online).
 */
export function PlanPricingCard({ plan, joinHref }: { plan: PlanPricing; joinHref: string | null }) {
  const headingId = `pricing-plan-${plan.id}`;
  const fee = plan.joiningFee.amountPence > 0 ? `${plan.joiningFee.formatted} joining fee` : 'No joining fee';
  return (
    <article className={styles.plan} aria-labelledby={headingId} data-testid="pricing-plan">
      <h2 id={headingId} className={styles.name}>
        {plan.name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.price.formatted}</span> a month
      </p>
      <p className={styles.muted}>
        {fee} · {termLabel(plan)}
      </p>
      {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
      {plan.discounts.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Member prices</h3>
          <dl className={styles.discounts}>
            {plan.discounts.map(({ activity, percentOff }) => (
              <div key={activity.id} className={styles.discount}>
                <dt>{activity.name}</dt>
                <dd>{discountLabel(percentOff)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {plan.freeSessions.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Free sessions</h3>
          <ul className={styles.sessions}>
            {plan.freeSessions.map((benefit) => (
              <li key={benefit.name}>
                {benefit.name}:{' '}
                <span className={styles.muted}>
                  {listOf(benefit.activities.map((activity) => activity.name))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.footer}>
        {joinHref ? (
          <a className={buttonClassName({ fullWidth: true })} href={joinHref}>
            Join {plan.name}
          </a>
        ) : (
          <p className={styles.muted}>Not sold online: ask at reception to join.</p>
        )}
      </div>
    </article>
  );
}
