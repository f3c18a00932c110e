import type { Order } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError, messageForStatus } from '../../../lib/api.ts';
import { useAppContext } from '../../../lib/app-context.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';
import { systemStore } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { type Crumb, EmptyState, Page } from '../../../ui/page/index.ts';
import { NotFound } from '../../../ui/screens/index.ts';
import { orderQuery } from '../api/get-order.ts';

/** A positive whole number, or null: anything else cannot name an order. */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

export interface ConfirmedOrderProps {
  orderId: number;
  title: string;
  breadcrumbs?: readonly Crumb[];
  /** The h1 once the order is in (the title until then, and when not given). */
  headingOf?: (order: Order) => ReactNode;
  /** What a visitor is asked: 'Log in to see this booking.' */
  loginPrompt: string;
  /** Shown while the order loads. */
  skeleton: ReactNode;
  /** The order, as the page shows it. */
  children: (order: Order) => ReactNode;
}

/**
 * The page of an order just placed (the bookings app's booking, online joining's membership):
 * logged out, the way to log in; someone else's order or none, Not found; a failed read, the way
 * to try again; loading, the page's skeleton; then the order as the page shows it.
 */
export function ConfirmedOrder(props: ConfirmedOrderProps) {
  const { orderId, title, breadcrumbs, headingOf, loginPrompt, skeleton, children } = props;
  const { client } = useAppContext();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const order = useQuery({ ...orderQuery(orderId), enabled: isLoggedIn });
  if (!isLoggedIn) {
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        <EmptyState>
          <p>{loginPrompt}</p>
          <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
        </EmptyState>
      </Page>
    );
  }
  // Not this customer's order, or no such order: the route matched, the order does not exist.
  if (order.isError && isApiError(order.error) && order.error.status === 404) return <NotFound />;
  const heading = order.isSuccess && headingOf ? headingOf(order.data) : undefined;
  return (
    <Page title={title} heading={heading} breadcrumbs={breadcrumbs}>
      {order.isPending ? skeleton : null}
      {order.isError ? (
        <EmptyState>
          <p role="alert">{messageForStatus(isApiError(order.error) ? order.error.status : 0)}</p>
          <Button onClick={() => order.refetch()}>Try again</Button>
        </EmptyState>
      ) : null}
      {order.isSuccess ? children(order.data) : null}
    </Page>
  );
}
