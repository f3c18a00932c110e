import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';

export function CheckoutPage() {
  return (
    <Page
      title="Checkout"
      breadcrumbs={[{ label: 'Shopping basket', to: paths.basket }, { label: 'Checkout' }]}
    >
      <EmptyState>
        <p>Your basket is empty, so there is nothing to pay for.</p>
        <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
          Book an activity
        </Link>
      </EmptyState>
    </Page>
  );
}
