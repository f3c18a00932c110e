import type { WaiverLine } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WaiversForm } from '../../features/attendees/components/waivers-form.tsx';
import { useRequiredWaivers } from '../../features/attendees/index.ts';
import { cartQuery } from '../../features/cart/api/get-cart.ts';
import { lineDateLabel } from '../../features/cart/lib/line-labels.ts';
import { useSelectedUserId } from '../../features/cart/lib/selected-user.ts';
import { isApiError } from '../../lib/api.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { useIsLoggedIn } from '../../lib/auth.ts';
import { systemStore } from '../../lib/system-store.ts';
import { formatTime } from '../../lib/time.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { EmptyState, LoadFailed, Page } from '../../ui/page/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { EmptyBasket } from '../shared/basket-states.tsx';
import { paths } from '../shared/paths.ts';
import styles from './attendees-page.module.css';

/** Where to go next: checkout first, the basket as the way back. */
function NextSteps() {
  return (
    <div className={styles.next}>
      <Link to={paths.checkout} className={buttonClassName({ size: 'large' })}>
        Continue to checkout
      </Link>
      <Link to={paths.basket} className={buttonClassName({ variant: 'secondary', size: 'large' })}>
        Back to basket
      </Link>
    </div>
  );
}

function LogInFirst() {
  return (
    <EmptyState>
      <p>Log in to add attendees and sign the waivers for your bookings.</p>
      <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
    </EmptyState>
  );
}

function NothingToSign() {
  return (
    <EmptyState>
      <p>Nothing in your basket needs a waiver, so there are no attendees to add.</p>
      <NextSteps />
    </EmptyState>
  );
}

/** A line card's shape while the waivers load. */
function WaiversSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading your waivers
      </p>
      <div aria-hidden="true" className={styles.skeletonCard}>
        <Skeleton width="55%" height="1.5rem" />
        <Skeleton width="40%" height="1rem" />
        <Skeleton width="100%" height="5rem" />
        <Skeleton width="100%" height="12rem" />
      </div>
    </div>
  );
}

/** /attendees: who attends each basket line whose activity has a waiver, and their signatures. */
export function AttendeesPage() {
  const { client } = useAppContext();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const selectedUserId = useSelectedUserId();
  const query = useRequiredWaivers(selectedUserId, isLoggedIn);
  // Only a customer signs waivers: a visitor's basket is not asked for here.
  const basket = useQuery({ ...cartQuery({ isLoggedIn, selectedUserId }), enabled: isLoggedIn });
  const whenOf = (line: WaiverLine) =>
    `${lineDateLabel(line.startsAt.dateTime)}, ${formatTime(line.startsAt.time, client.timeFormat)}`;

  let body: ReactNode;
  if (!isLoggedIn || (isApiError(query.error) && query.error.status === 401)) body = <LogInFirst />;
  else if (query.isPending) body = <WaiversSkeleton />;
  else if (query.isError) body = <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0 && basket.data?.items.length === 0) body = <EmptyBasket />;
  else if (query.data.items.length === 0) body = <NothingToSign />;
  else
    body = (
      <WaiversForm
        waivers={query.data}
        whenOf={whenOf}
        selectedUserId={selectedUserId}
        done={<NextSteps />}
      />
    );
  return (
    <Page title="Attendees" breadcrumbs={[{ label: 'Attendees' }]}>
      <p className={styles.intro}>
        Some activities ask everyone taking part to agree to a waiver. Choose who is attending each booking
        and sign for them.
      </p>
      {body}
    </Page>
  );
}
