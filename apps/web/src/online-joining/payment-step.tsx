import type { Cart } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { useCart } from '../features/cart/hooks/use-cart.ts';
import { CardCheckout } from '../features/checkout/components/card-checkout.tsx';
import { DirectCheckout } from '../features/checkout/components/direct-checkout.tsx';
import { useCheckoutPayment } from '../features/checkout/hooks/use-order-completion.ts';
import { hasWaiversToSign } from '../features/checkout/lib/checkout-bodies.ts';
import type { ScaReturn } from '../features/checkout/lib/sca-return.ts';
import { messageForStatus } from '../lib/api.ts';
import { useAppContext } from '../lib/app-context.ts';
import { authUserQueryKey, useAuthUser } from '../lib/auth.ts';
import { systemStore, useSystem } from '../lib/system-store.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { EmptyState } from '../ui/page/index.ts';
import { SkeletonBlock } from '../ui/skeleton.tsx';
import styles from './join.module.css';
import { joiningPaths } from './paths.ts';

/** Orders paid here are online-joining orders (the server says so too for any basket with a membership). */
const checkoutSource = 'online-joining';

function PaymentSkeleton() {
  return (
    <SkeletonBlock
      className={styles.card}
      bars={[
        ['40%', '1.5rem'],
        ['100%', '2.75rem'],
        ['100%', '2.75rem'],
        ['100%', '2.75rem'],
      ]}
      status="Loading your basket"
      data-testid="payment-loading"
    />
  );
}

/** Other lines of the basket with waivers unsigned: they are signed in the bookings app. */
function WaiversDueElsewhere({ cart }: { cart: Cart }) {
  const attendees = useCrossAppLink('bookings', '/attendees');
  const count = cart.attendeeWaiversRequired;
  return (
    <div className={styles.card} data-testid="waivers-due">
      <p>
        Your basket also holds bookings with {count} {count === 1 ? 'waiver' : 'waivers'} to sign before you
        pay.
      </p>
      <a href={attendees} className={buttonClassName({ size: 'large', fullWidth: true })}>
        Add attendees and sign
      </a>
    </div>
  );
}

export interface PaymentStepProps {
  /** Set when the bank has just sent the shopper back from 3-D Secure. */
  scaReturn: ScaReturn | null;
  /** Back to the plans: the membership is chosen (and put in the basket) again. */
  onChooseAgain: () => void;
}

/**
 * Step 3: the basket with the membership, paid with the checkout's own parts; on completion,
 * the order's confirmation in this app.
 */
export function PaymentStep({ scaReturn, onChooseAgain }: PaymentStepProps) {
  const { client } = useAppContext();
  const { isKiosk } = useSystem();
  const { isLoggedIn, user, query: userQuery } = useAuthUser(client.clientId);
  const { query: cartQuery } = useCart();
  const basket = useCrossAppLink('bookings', '/basket');
  const payment = useCheckoutPayment({
    confirmationPath: (order) => joiningPaths.orderConfirmed(order.completeOrderId, isKiosk),
    // The new member's account now says they are one.
    refresh: (queryClient) => void queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
  });
  const chooseAgain: ReactNode = (
    <button type="button" className={styles.textButton} onClick={onChooseAgain}>
      Choose your membership again
    </button>
  );

  if (!isLoggedIn) {
    return (
      <EmptyState>
        <p>Log in to pay for your membership.</p>
        <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
      </EmptyState>
    );
  }
  if (cartQuery.isPending || userQuery.isPending) return <PaymentSkeleton />;
  if (cartQuery.isError) {
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(0)}</p>
        <Button onClick={() => cartQuery.refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  const cart = cartQuery.data;
  // The details step took the terms (the plan's term with them): the checkout does not ask again.
  const common = { source: checkoutSource, payment, recovery: chooseAgain, askTerms: false };
  if (cart && scaReturn) {
    return <CardCheckout {...common} cart={cart} user={user} scaReturn={scaReturn} waiversDue={null} />;
  }
  const hasMembership = cart?.items.some((item) => item.type === 'membership' && !item.isExpired) ?? false;
  if (!cart || !hasMembership) {
    return (
      <EmptyState>
        <p>Your membership is no longer held for you. Choose it again to pay for it.</p>
        <Button onClick={onChooseAgain}>Choose a membership</Button>
      </EmptyState>
    );
  }
  if (cart.items.some((item) => item.isExpired)) {
    return (
      <EmptyState>
        <p>
          Some places in your basket are no longer held. Remove them from your basket, then come back to pay.
        </p>
        <a href={basket} className={buttonClassName()}>
          Go to your basket
        </a>
      </EmptyState>
    );
  }
  const waiversDue = hasWaiversToSign(cart) ? <WaiversDueElsewhere cart={cart} /> : null;
  if (cart.totals.balance === 0) return <DirectCheckout {...common} cart={cart} waiversDue={waiversDue} />;
  return <CardCheckout {...common} cart={cart} user={user} scaReturn={null} waiversDue={waiversDue} />;
}
