import { ConfirmedOrder, orderIdOf } from '../../features/checkout/components/confirmed-order.tsx';
import { NotFound } from '../../ui/screens/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRouteParam } from '../shared/use-route-param.ts';
import styles from './booking-confirmed-page.module.css';
import { OrderDetails } from './order-details.tsx';

const title = 'Booking confirmed';
const crumbs = [{ label: title }];

function OrderSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" data-testid="order-loading">
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton width="100%" height="4rem" />
      <Skeleton width="100%" height="4rem" />
      <p className="visually-hidden" role="status">
        Loading your booking
      </p>
    </div>
  );
}

/** /booking-confirmed/{completeOrderId}: the order just placed (spec section 2). */
export function BookingConfirmedPage() {
  const orderId = orderIdOf(useRouteParam('completeOrderId'));
  if (orderId === null) return <NotFound />;
  return (
    <ConfirmedOrder
      orderId={orderId}
      title={title}
      breadcrumbs={crumbs}
      loginPrompt="Log in to see this booking."
      skeleton={<OrderSkeleton />}
    >
      {(order) => <OrderDetails order={order} />}
    </ConfirmedOrder>
  );
}
