import { ConfirmedOrder, orderIdOf } from '../../features/checkout/components/confirmed-order.tsx';
import { NotFound } from '../../ui/screens/index.ts';
import { SkeletonBlock } from '../../ui/skeleton.tsx';
import { useRouteParam } from '../shared/use-route-param.ts';
import styles from './booking-confirmed-page.module.css';
import { OrderDetails } from './order-details.tsx';

const title = 'Booking confirmed';
const crumbs = [{ label: title }];

function OrderSkeleton() {
  return (
    <SkeletonBlock
      className={styles.layout}
      bars={[
        ['60%', '1.5rem'],
        ['100%', '4rem'],
        ['100%', '4rem'],
      ]}
      status="Loading your booking"
      data-testid="order-loading"
    />
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
