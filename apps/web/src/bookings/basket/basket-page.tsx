import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';

export function BasketPage() {
  return (
    <Page title="Shopping basket" breadcrumbs={[{ label: 'Shopping basket' }]}>
      <EmptyState>
        <p>Nothing in your basket yet.</p>
        <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
          Book an activity
        </Link>
      </EmptyState>
    </Page>
  );
}
