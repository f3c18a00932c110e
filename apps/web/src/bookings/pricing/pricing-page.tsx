import { Link } from 'react-router';
import { useAppContext } from '../../lib/app-context.ts';
import { crossAppUrl } from '../../lib/app-links.ts';
import { pageLocation } from '../../lib/page-environment.ts';
import { useSystem } from '../../lib/system-store.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';

export function PricingPage() {
  const { client } = useAppContext();
  const modes = useSystem();
  return (
    <Page title="Membership pricing" breadcrumbs={[{ label: 'Membership pricing' }]}>
      <EmptyState>
        <p>Membership discounts are not listed on this page yet.</p>
        {client.onlineJoiningEnabled ? (
          <a
            href={crossAppUrl({
              from: pageLocation(),
              target: 'online-joining',
              clientId: client.clientId,
              modes,
            })}
            className={buttonClassName()}
          >
            Buy a membership
          </a>
        ) : (
          <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
            Book an activity
          </Link>
        )}
      </EmptyState>
    </Page>
  );
}
