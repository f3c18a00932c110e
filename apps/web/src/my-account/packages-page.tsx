import type { AccountPackage } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { packagesQuery } from '../features/account/api/memberships-and-packages.ts';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import { PackageCard } from '../features/account/components/package-card.tsx';
import { useBookActivityLink } from '../features/account/hooks/use-cross-app-link.ts';
import { buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import styles from './account-pages.module.css';

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
  const query = useQuery(packagesQuery());
  return (
    <section className={styles.section} aria-labelledby="packages-list-heading">
      <h2 id="packages-list-heading" className={styles.heading}>
        Your packages
      </h2>
      <QueryView
        query={query}
        loadingLabel="Loading your packages"
        isEmpty={(list) => list.length === 0}
        empty={<NoPackages />}
      >
        {(list) => (
          <ul className={listStyles.list}>
            {inForceFirst(list).map((item) => (
              <PackageCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
