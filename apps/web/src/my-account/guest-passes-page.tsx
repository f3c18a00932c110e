import type { GuestPassList as Passes } from '@leisure/contracts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { GuestPassForm } from '../features/account/components/guest-pass-form.tsx';
import { GuestPassList } from '../features/account/components/guest-pass-list.tsx';
import passStyles from '../features/account/components/guest-passes.module.css';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { useGuestPasses } from '../features/account/hooks/use-guest-passes.ts';
import { countLabel } from '../features/account/lib/format.ts';
import { useAppContext } from '../lib/app-context.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import styles from './account-pages.module.css';

function Allowance({ allowance }: { allowance: Passes['allowance'] }) {
  return (
    <p className={passStyles.allowance} data-testid="guest-pass-allowance">
      {allowance.leftThisMonth} of {countLabel(allowance.perMonth, 'guest pass', 'guest passes')} left this
      month
    </p>
  );
}

/** No allowance (no membership, or one without passes): what membership gives, and where to buy one. */
function NoAllowance() {
  const { client } = useAppContext();
  const joinHref = useCrossAppLink('online-joining', '/');
  return (
    <section className={styles.section} aria-labelledby="guest-pass-offer-heading">
      <h2 id="guest-pass-offer-heading" className={styles.heading}>
        Bring a guest
      </h2>
      <EmptyState>
        <p>
          Guest passes come with selected memberships. With one, you can issue passes here each month so
          friends can visit as your guest.
        </p>
        {client.onlineJoiningEnabled ? (
          <a href={joinHref} className={buttonClassName()}>
            See memberships
          </a>
        ) : null}
      </EmptyState>
    </section>
  );
}

function IssuePass({ allowance }: { allowance: Passes['allowance'] }) {
  return (
    <section className={styles.section} aria-labelledby="issue-guest-pass-heading">
      <h2 id="issue-guest-pass-heading" className={styles.heading}>
        Issue a guest pass
      </h2>
      <Allowance allowance={allowance} />
      {allowance.leftThisMonth > 0 ? (
        <GuestPassForm />
      ) : (
        <EmptyState>
          <p>You have used all your guest passes for this month. New ones are available next month.</p>
        </EmptyState>
      )}
    </section>
  );
}

function GuestPasses({ data }: { data: Passes }) {
  const hasAllowance = data.allowance.perMonth > 0;
  return (
    <>
      {hasAllowance ? <IssuePass allowance={data.allowance} /> : <NoAllowance />}
      {hasAllowance || data.passes.length > 0 ? (
        <section className={styles.section} aria-labelledby="guest-pass-list-heading">
          <h2 id="guest-pass-list-heading" className={styles.heading}>
            Your guest passes
          </h2>
          {data.passes.length === 0 ? (
            <p className={listStyles.meta}>
              No guest passes yet. Each pass has a code your guest shows at reception.
            </p>
          ) : (
            <GuestPassList passes={data.passes} />
          )}
        </section>
      ) : null}
    </>
  );
}

/** /guest-passes (when the client has them): this month's allowance, issuing one, and the passes. */
export function GuestPassesPage() {
  const query = useGuestPasses();
  return (
    <QueryView query={query} loadingLabel="Loading your guest passes">
      {(data) => <GuestPasses data={data} />}
    </QueryView>
  );
}
