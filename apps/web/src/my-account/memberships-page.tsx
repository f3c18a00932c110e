import { useQuery } from '@tanstack/react-query';
import { membershipsQuery } from '../features/account/api/memberships-and-packages.ts';
import { hasBilling, MembershipBillingSection } from '../features/account/components/membership-billing.tsx';
import { MembershipCard } from '../features/account/components/membership-card.tsx';
import {
  MembershipChangeState,
  MembershipChanges,
} from '../features/account/components/membership-changes.tsx';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { useAppContext } from '../lib/app-context.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import { CardListSection } from './card-list-section.tsx';

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
    <CardListSection
      headingId="memberships-heading"
      heading="Your memberships"
      query={query}
      loadingLabel="Loading your memberships"
      empty={<NoMemberships />}
      card={(membership) => (
        <MembershipCard key={membership.id} membership={membership}>
          <MembershipChangeState membership={membership} />
          <MembershipChanges membership={membership} />
          {hasBilling(membership) ? (
            <MembershipBillingSection membershipId={membership.id} planName={membership.planName} />
          ) : null}
        </MembershipCard>
      )}
    />
  );
}
