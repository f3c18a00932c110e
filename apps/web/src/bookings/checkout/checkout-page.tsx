import type { Cart } from '@leisure/contracts';
import { isStaff } from '@leisure/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import styles from '../../features/checkout/components/checkout-layout.module.css';
import { readScaReturn } from '../../features/checkout/lib/sca-return.ts';
import { useCartQuestions } from '../../features/questions/hooks/use-cart-questions.ts';
import { questionsSummaryMessage } from '../../features/questions/lib/questions.ts';
import { messageForStatus } from '../../lib/api.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { useAuthUser } from '../../lib/auth.ts';
import { systemStore, useSystem } from '../../lib/system-store.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { paths } from '../shared/paths.ts';
import { CardCheckout } from './card-checkout.tsx';
import { CheckoutLoginPrompt } from './checkout-login-prompt.tsx';
import { DeskCheckout } from './desk-checkout.tsx';
import { DirectCheckout } from './direct-checkout.tsx';

/** Orders placed here come from the bookings app. */
const checkoutSource = 'bookings';

function CheckoutSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" data-testid="checkout-loading">
      <div className={styles.summary}>
        <Skeleton width="50%" height="1.5rem" />
        <Skeleton width="100%" height="3rem" />
        <Skeleton width="100%" height="3rem" />
      </div>
      <div className={styles.form}>
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="100%" height="2.75rem" />
      </div>
      <p className="visually-hidden" role="status">
        Loading your basket
      </p>
    </div>
  );
}

function NothingToPay({ cart }: { cart: Cart | null }) {
  const hasExpired = cart?.items.some((item) => item.isExpired) ?? false;
  return (
    <EmptyState>
      {hasExpired ? (
        <>
          <p>Some places in your basket are no longer held. Remove them from your basket, then check out.</p>
          <Link to={paths.basket} className={buttonClassName()}>
            Back to your basket
          </Link>
        </>
      ) : (
        <>
          <p>Your basket is empty, so there is nothing to pay for.</p>
          <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
            Book an activity
          </Link>
        </>
      )}
    </EmptyState>
  );
}

/** Required booking questions still unanswered: the basket asks them, instead of Pay. */
function QuestionsFirst() {
  return (
    <EmptyState>
      <p role="alert">{questionsSummaryMessage}</p>
      <p>Some of your bookings have questions to answer before you pay.</p>
      <Link to={paths.basket} className={buttonClassName()}>
        Answer the questions
      </Link>
    </EmptyState>
  );
}

/** Staff at the desk pay for the customer they serve, never by card for themselves. */
function DeskContent({ cart }: { cart: Cart | null }) {
  const { selectedCustomer } = useSystem();
  if (!selectedCustomer) {
    return (
      <EmptyState>
        <p>Choose the customer you are serving to take their payment.</p>
        <Button onClick={() => systemStore.openCustomerPicker()}>Choose a customer</Button>
      </EmptyState>
    );
  }
  const isPayable = cart !== null && cart.items.length > 0 && cart.items.every((item) => !item.isExpired);
  if (!cart || !isPayable) return <NothingToPay cart={cart} />;
  return <DeskCheckout cart={cart} customer={selectedCustomer} />;
}

function CheckoutContent() {
  const { client } = useAppContext();
  const { isLoggedIn, user, query: userQuery } = useAuthUser(client.clientId);
  const { query: cartQuery } = useCart();
  const [searchParams] = useSearchParams();
  // Read once: the page takes the bank's answer off the URL as soon as it has used it.
  const [scaReturn] = useState(() => readScaReturn(searchParams));
  // A visitor who logs in here carries on in the form: focus goes to it (the prompt has gone).
  const [startedAsVisitor] = useState(!isLoggedIn);
  const asked = useCartQuestions(isLoggedIn ? (cartQuery.data ?? null) : null);

  if (!isLoggedIn) return <CheckoutLoginPrompt />;
  if (cartQuery.isPending || userQuery.isPending) return <CheckoutSkeleton />;
  if (cartQuery.isError) {
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(0)}</p>
        <Button onClick={() => cartQuery.refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  const cart = cartQuery.data;
  // A payment back from the bank finishes as it started; anything else waits for the answers.
  const hasQuestionsLeft = !scaReturn && (asked.questions?.unansweredRequired ?? 0) > 0;
  if (hasQuestionsLeft) return <QuestionsFirst />;
  if (isStaff(user)) return <DeskContent cart={cart} />;
  if (cart && scaReturn) {
    return <CardCheckout cart={cart} user={user} source={checkoutSource} scaReturn={scaReturn} />;
  }
  const isPayable = cart !== null && cart.items.length > 0 && cart.items.every((item) => !item.isExpired);
  if (!cart || !isPayable) return <NothingToPay cart={cart} />;
  if (cart.totals.balance === 0) {
    return <DirectCheckout cart={cart} source={checkoutSource} focusOnStart={startedAsVisitor} />;
  }
  return (
    <CardCheckout
      cart={cart}
      user={user}
      source={checkoutSource}
      scaReturn={null}
      focusOnStart={startedAsVisitor}
    />
  );
}

/** /basket/checkout: pay for the basket (spec sections 2 and 4). */
export function CheckoutPage() {
  return (
    <Page
      title="Checkout"
      breadcrumbs={[{ label: 'Shopping basket', to: paths.basket }, { label: 'Checkout' }]}
    >
      <CheckoutContent />
    </Page>
  );
}
