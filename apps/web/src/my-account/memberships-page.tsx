import { useQuery } from '@tanstack/react-query';
import { membershipsQuery } from '../features/account/api/memberships-and-packages.ts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { MembershipCard } from '../features/account/components/membership-card.tsx';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { useAppContext } from '../lib/app-context.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import styles from './account-pages.module.css';

function NoMemberships() {
  const { client } = useAppContext();
  const joinHref = useCrossAppLink('online-joining', '/');
  return (
    <EmptyState>
      <p>You have no memberships.</p>
      {client.onlineJoiningEnabled ? (
        <a href={joinHref} className={buttonClassName()}>
          Buy a membership
        </a>
      ) : null}
    </EmptyState>
  );
}

/** /memberships: each membership with its plan, status, dates, price, discounts and benefits. */
export function MembershipsPage() {
  const query = useQuery(membershipsQuery());
  return (
    <section className={styles.section} aria-labelledby="memberships-heading">
      <h2 id="memberships-heading" className={styles.heading}>
        Your memberships
      </h2>
      <QueryView
        query={query}
        loadingLabel="Loading your memberships"
        isEmpty={(list) => list.length === 0}
        empty={<NoMemberships />}
      >
        {(list) => (
          <ul className={listStyles.list}>
            {list.map((membership) => (
              <MembershipCard key={membership.id} membership={membership} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
