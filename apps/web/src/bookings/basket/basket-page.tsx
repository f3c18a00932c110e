import type { Cart } from '@leisure/contracts';
import { type ReactNode, useState } from 'react';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { useListingBasket } from '../../features/cart/hooks/use-listing-basket.ts';
import { basketItemsHeading } from '../../features/cart/lib/line-labels.ts';
import { HandoffFailed } from '../../features/kiosk/components/handoff-failed.tsx';
import { useHandoffClaim } from '../../features/kiosk/hooks/use-handoff-claim.ts';
import { BasketQuestions } from '../../features/questions/components/basket-questions.tsx';
import { useCartQuestions } from '../../features/questions/hooks/use-cart-questions.ts';
import { LoadFailed, Page } from '../../ui/page/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { EmptyBasket } from '../shared/basket-states.tsx';
import styles from './basket.module.css';
import { BasketLine } from './basket-line.tsx';
import { BasketSummary } from './basket-summary.tsx';

/** Lines and a summary shaped like the basket, while it loads. */
function BasketSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading your basket
      </p>
      <ul className={styles.lines} aria-hidden="true">
        {[0, 1].map((key) => (
          <li key={key} className={styles.line}>
            <div className={styles.lineMain}>
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="45%" height="1rem" />
              <Skeleton width="35%" height="1rem" />
            </div>
            <div className={styles.linePrice}>
              <Skeleton width="4rem" height="1.25rem" />
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.summary} aria-hidden="true">
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton width="100%" height="1rem" />
        <Skeleton width="100%" height="1rem" />
        <Skeleton width="100%" height="58px" />
      </div>
    </div>
  );
}

function BasketContent({ cart }: { cart: Cart }) {
  const basket = useListingBasket();
  const asked = useCartQuestions(cart);
  // Each blocked Checkout checks the questions again, moving focus to the first one left out.
  const [checkSignal, setCheckSignal] = useState(0);
  const removal = {
    remove: (line: Cart['items'][number]) => void basket.removeLines([line]),
    isRemoving: basket.isRemovingLine,
  };
  const heading = basketItemsHeading(cart);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="basket-items-heading">
        <h2 id="basket-items-heading" className={styles.itemsHeading}>
          {heading}
        </h2>
        <ul className={styles.lines}>
          {cart.items.map((item) => (
            <BasketLine key={item.id} item={item} removal={removal} holdMinutes={cart.holdMinutes} />
          ))}
        </ul>
        {asked.questions && (
          <BasketQuestions
            questions={asked.questions}
            selectedUserId={cart.selectedUserId}
            onSaved={asked.replace}
            checkSignal={checkSignal}
          />
        )}
      </section>
      <BasketSummary
        cart={cart}
        questions={{
          isLoading: asked.query.isPending && asked.questions === null,
          unansweredRequired: asked.questions?.unansweredRequired ?? 0,
          onBlocked: () => setCheckSignal((count) => count + 1),
        }}
      />
    </div>
  );
}

/**
 * /basket: the lines in the order the server sorts them, their holds, totals and checkout.
 * With `?handoff=` (a kiosk's QR code) the handed-off basket is claimed first.
 */
export function BasketPage() {
  const { query } = useCart();
  const handoff = useHandoffClaim();
  let body: ReactNode;
  if (query.isPending || handoff.status === 'claiming') body = <BasketSkeleton />;
  else if (query.isError) body = <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data || query.data.items.length === 0) body = <EmptyBasket />;
  else body = <BasketContent cart={query.data} />;
  return (
    <Page title="Shopping basket" breadcrumbs={[{ label: 'Shopping basket' }]}>
      {handoff.status === 'failed' ? <HandoffFailed message={handoff.message} /> : null}
      {body}
    </Page>
  );
}
