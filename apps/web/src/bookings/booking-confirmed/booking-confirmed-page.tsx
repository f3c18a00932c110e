import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';

export function BookingConfirmedPage() {
  const completeOrderId = useRouteParam('completeOrderId');
  return (
    <Page title="Booking confirmed" breadcrumbs={[{ label: 'Booking confirmed' }]}>
      <EmptyState>
        <p>
          Order reference <strong>{completeOrderId}</strong>. The details of this order can't be shown on this
          page yet.
        </p>
        <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
          Book another activity
        </Link>
      </EmptyState>
    </Page>
  );
}
