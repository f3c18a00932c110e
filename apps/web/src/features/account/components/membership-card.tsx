import type { AccountMembership } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { countLabel, formatDay } from '../lib/format.ts';
import { membershipStatusLabels, membershipTone } from '../lib/labels.ts';
import styles from './account.module.css';
import { MembershipDocument } from './membership-document.tsx';
import { StatusChip } from './status-chip.tsx';

function Benefits({ membership }: { membership: AccountMembership }) {
  if (membership.benefits.length === 0) return null;
  return (
    <>
      <h4 className={styles.subHeading}>Benefits</h4>
      <ul className={styles.bullets} data-testid="membership-benefits">
        {membership.benefits.map((benefit) => (
          <li key={benefit.name}>
            {benefit.name}:{' '}
            <strong>
              {benefit.sessionsLeftThisMonth} of {countLabel(benefit.sessionsPerMonth, 'session')} left this
              month
            </strong>
          </li>
        ))}
      </ul>
    </>
  );
}

function Discounts({ membership }: { membership: AccountMembership }) {
  if (membership.discounts.length === 0) return null;
  return (
    <>
      <h4 className={styles.subHeading}>Discounts</h4>
      <ul className={styles.bullets}>
        {membership.discounts.map((discount) => (
          <li key={discount.activityName}>
            {discount.percentOff}% off {discount.activityName}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A membership: plan, status, dates, monthly price, home venue, discounts, benefits left, and the
 * document its plan asks for (with the upload), if any.
 */
export function MembershipCard({
  membership,
  children,
}: {
  membership: AccountMembership;
  children?: ReactNode;
}) {
  const isInForce = membership.status === 'active' || membership.status === 'future';
  return (
    <li
      className={isInForce ? styles.card : `${styles.card} ${styles.cardMuted}`}
      data-testid="membership-card"
    >
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{membership.planName}</h3>
        <StatusChip tone={membershipTone(membership.status)}>
          {membershipStatusLabels[membership.status]}
        </StatusChip>
      </div>
      {membership.description ? <p className={styles.meta}>{membership.description}</p> : null}
      <dl className={styles.facts}>
        <dt>Monthly price</dt>
        <dd>{membership.monthlyPrice.formatted}</dd>
        <dt>Started</dt>
        <dd>{formatDay(membership.startsOn)}</dd>
        {membership.endsOn ? (
          <>
            <dt>{membership.status === 'ended' || membership.status === 'cancelled' ? 'Ended' : 'Ends'}</dt>
            <dd>{formatDay(membership.endsOn)}</dd>
          </>
        ) : null}
        <dt>Home venue</dt>
        <dd>{membership.homeVenueName ?? 'Any venue'}</dd>
        {membership.guestPassesPerMonth > 0 ? (
          <>
            <dt>Guest passes</dt>
            <dd>{countLabel(membership.guestPassesPerMonth, 'pass', 'passes')} a month</dd>
          </>
        ) : null}
        <dt>Reference</dt>
        <dd>{membership.reference}</dd>
      </dl>
      <Discounts membership={membership} />
      <Benefits membership={membership} />
      {membership.requiredDocument ? (
        <MembershipDocument
          membershipId={membership.id}
          planName={membership.planName}
          check={membership.requiredDocument}
        />
      ) : null}
      {children}
    </li>
  );
}
