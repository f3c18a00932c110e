import type { AccountDashboard } from '@leisure/contracts';
import { Link } from 'react-router';
import { countLabel, formatDay } from '../lib/format.ts';
import { membershipStatusLabels, membershipTone } from '../lib/labels.ts';
import styles from './account.module.css';
import dashboardStyles from './dashboard.module.css';
import { StatusChip } from './status-chip.tsx';

type Warning = AccountDashboard['warnings'][number];

/** Where each warning is dealt with, and the words of the link there. */
const resolvedAt: Record<Warning['kind'], { to: string; label: string }> = {
  outstanding_penalties: { to: '/payments', label: 'See your penalties' },
  membership_arrears: { to: '/memberships', label: 'Pay your overdue payments' },
  document_expiring: { to: '/memberships', label: 'Upload a new document' },
  document_upload_required: { to: '/memberships', label: 'Upload your document' },
};

/** What needs the customer's attention (penalties, documents), before anything else, each with its way out. */
export function AccountWarnings({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className={dashboardStyles.warnings} aria-labelledby="account-warnings-heading">
      <h2 id="account-warnings-heading" className={styles.sectionHeading}>
        Needs your attention
      </h2>
      <ul className={dashboardStyles.warningList} data-testid="account-warnings">
        {warnings.map((warning) => {
          const link = resolvedAt[warning.kind];
          return (
            <li key={`${warning.kind}:${warning.message}`} className={dashboardStyles.warning}>
              <span>{warning.message}</span>
              <Link to={link.to} className={dashboardStyles.warningLink}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The credit balance, split by kind when both kinds are held. */
export function CreditTile({ credit }: { credit: AccountDashboard['credit'] }) {
  const hasBoth = credit.general.amountPence > 0 && credit.membership.amountPence > 0;
  return (
    <section className={`${styles.card} ${dashboardStyles.tile}`} aria-labelledby="credit-heading">
      <h2 id="credit-heading" className={dashboardStyles.tileHeading}>
        Account credit
      </h2>
      <p className={dashboardStyles.figure} data-testid="credit-balance">
        {credit.total.formatted}
      </p>
      {hasBoth ? (
        <p className={styles.meta}>
          {credit.general.formatted} general · {credit.membership.formatted} membership
        </p>
      ) : (
        <p className={styles.meta}>Used automatically at checkout.</p>
      )}
      <Link to="/payments" className={dashboardStyles.tileLink}>
        Credit history
      </Link>
    </section>
  );
}

/** The membership in force (the oldest active one), or the way to get one. */
export function MembershipTile({
  membership,
  joinHref,
}: {
  membership: AccountDashboard['membership'];
  joinHref: string | null;
}) {
  return (
    <section className={`${styles.card} ${dashboardStyles.tile}`} aria-labelledby="membership-heading">
      <h2 id="membership-heading" className={dashboardStyles.tileHeading}>
        Membership
      </h2>
      {membership ? (
        <>
          <p className={dashboardStyles.figureText} data-testid="membership-state">
            {membership.planName}{' '}
            <StatusChip tone={membershipTone(membership.status)}>
              {membershipStatusLabels[membership.status]}
            </StatusChip>
          </p>
          <p className={styles.meta}>
            {membership.nextPaymentOn
              ? `Next payment ${membership.monthlyPrice.formatted} on ${formatDay(membership.nextPaymentOn)}`
              : `${membership.monthlyPrice.formatted} a month`}
          </p>
          <Link to="/memberships" className={dashboardStyles.tileLink}>
            Membership details
          </Link>
        </>
      ) : (
        <>
          <p className={dashboardStyles.figureText} data-testid="membership-state">
            No membership
          </p>
          {joinHref ? (
            <a href={joinHref} className={dashboardStyles.tileLink}>
              Buy a membership
            </a>
          ) : null}
        </>
      )}
    </section>
  );
}

export function PackagesTile({ count }: { count: number }) {
  return (
    <section className={`${styles.card} ${dashboardStyles.tile}`} aria-labelledby="packages-heading">
      <h2 id="packages-heading" className={dashboardStyles.tileHeading}>
        Packages
      </h2>
      <p className={dashboardStyles.figureText}>
        {count === 0 ? 'No sessions left' : `${countLabel(count, 'package')} with sessions left`}
      </p>
      <Link to="/packages" className={dashboardStyles.tileLink}>
        Your packages
      </Link>
    </section>
  );
}
