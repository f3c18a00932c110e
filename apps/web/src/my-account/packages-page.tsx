import type { AccountPackage } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { packagesQuery } from '../features/account/api/memberships-and-packages.ts';
import { PackageCard } from '../features/account/components/package-card.tsx';
import { useBookActivityLink } from '../features/account/hooks/use-cross-app-link.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import { CardListSection } from './card-list-section.tsx';

/** Packages still in force first, then the expired ones, each group in the server's order. */
const inForceFirst = (list: AccountPackage[]) => [
  ...list.filter((item) => !item.isExpired),
  ...list.filter((item) => item.isExpired),
];

function NoPackages() {
  const bookActivity = useBookActivityLink();
  return (
    <EmptyState>
      <p>You have no packages. A package pays for a number of sessions of the activities it covers.</p>
      <a href={bookActivity} className={buttonClassName()}>
        Book an activity
      </a>
    </EmptyState>
  );
}

/** /packages: sessions left of the total, the expiry and the activities of each package. */
export function PackagesPage() {
  const query = useQuery({ ...packagesQuery(), select: inForceFirst });
  return (
    <CardListSection
      headingId="packages-list-heading"
      heading="Your packages"
      query={query}
      loadingLabel="Loading your packages"
      empty={<NoPackages />}
      card={(item) => <PackageCard key={item.id} item={item} />}
    />
  );
}
