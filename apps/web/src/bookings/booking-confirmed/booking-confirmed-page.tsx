import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '../../features/checkout/api/get-order.ts';
import { isApiError, messageForStatus } from '../../lib/api.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { useIsLoggedIn } from '../../lib/auth.ts';
import { systemStore } from '../../lib/system-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { NotFound } from '../../ui/screens/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useRouteParam } from '../shared/use-route-param.ts';
import styles from './booking-confirmed-page.module.css';
import { OrderDetails } from './order-details.tsx';

const title = 'Booking confirmed';
const crumbs = [{ label: title }];

/** A positive whole number, or null: anything else cannot name an order. */
function orderIdOf(param: string): number | null {
  if (!/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

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

function ConfirmedOrder({ orderId }: { orderId: number }) {
  const { client } = useAppContext();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const order = useQuery({ ...orderQuery(orderId), enabled: isLoggedIn });

  if (!isLoggedIn) {
    return (
      <Page title={title} breadcrumbs={crumbs}>
        <EmptyState>
          <p>Log in to see this booking.</p>
          <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
        </EmptyState>
      </Page>
    );
  }
  // Not this customer's order, or no such order: the route matched, the order does not exist.
  if (order.isError && isApiError(order.error) && order.error.status === 404) return <NotFound />;
  return (
    <Page title={title} breadcrumbs={crumbs}>
      {order.isPending ? <OrderSkeleton /> : null}
      {order.isError ? (
        <EmptyState>
          <p role="alert">{messageForStatus(isApiError(order.error) ? order.error.status : 0)}</p>
          <Button onClick={() => order.refetch()}>Try again</Button>
        </EmptyState>
      ) : null}
      {order.isSuccess ? <OrderDetails order={order.data} /> : null}
    </Page>
  );
}

/** /booking-confirmed/{completeOrderId}: the order just placed (spec section 2). */
export function BookingConfirmedPage() {
  const orderId = orderIdOf(useRouteParam('completeOrderId'));
  if (orderId === null) return <NotFound />;
  return <ConfirmedOrder orderId={orderId} />;
}
