import type { Cart } from '@leisure/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { WaiversDue } from '../../features/cart/components/waivers-due.tsx';
import { useMoney } from '../../features/cart/hooks/use-money.ts';
import { questionsSummaryMessage } from '../../features/questions/lib/questions.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { paths } from '../shared/paths.ts';
import styles from './basket.module.css';
import { ClearBasket } from './clear-basket.tsx';
import { CreditsPanel } from './credits-panel.tsx';
import { DiscountForm } from './discount-form.tsx';

function Totals({ cart }: { cart: Cart }) {
  const money = useMoney();
  const { totals } = cart;
  // The desk's discount has its own row; `discountTotal` holds it with the codes'.
  const staffPence = cart.staffDiscount?.amount ?? 0;
  const codesPence = totals.discountTotal - staffPence;
  const creditsApplied = cart.credits.membership.applied + cart.credits.general.applied;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{money(totals.subTotal)}</dd>
      </div>
      {codesPence > 0 && (
        <div>
          <dt>Discounts</dt>
          <dd>−{money(codesPence)}</dd>
        </div>
      )}
      {staffPence > 0 && (
        <div>
          <dt>Staff discount</dt>
          <dd>−{money(staffPence)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd data-testid="basket-total">{money(totals.total)}</dd>
      </div>
      {creditsApplied > 0 && (
        <div>
          <dt>Credits applied</dt>
          <dd>−{money(creditsApplied)}</dd>
        </div>
      )}
      <div className={styles.balance}>
        <dt>Balance to pay</dt>
        <dd data-testid="basket-balance">{money(totals.balance)}</dd>
      </div>
    </dl>
  );
}

/** Where the basket's booking questions stand, for its Checkout. */
export interface QuestionsState {
  isLoading: boolean;
  unansweredRequired: number;
  /** Checkout was chosen with required questions unanswered. */
  onBlocked: () => void;
}

/**
 * Checkout, once every required booking question is answered: before that it stays, says
 * 'Please complete all required questions' when chosen, and has the questions checked (focus
 * goes to the first one left out).
 */
function CheckoutAction({ questions }: { questions: QuestionsState }) {
  const navigate = useNavigate();
  const [isBlocked, setIsBlocked] = useState(false);
  const isIncomplete = questions.unansweredRequired > 0;
  return (
    <>
      {isBlocked && isIncomplete && (
        <p className={styles.blocked} role="alert">
          {questionsSummaryMessage}
        </p>
      )}
      <Button
        size="large"
        fullWidth
        aria-disabled={questions.isLoading || undefined}
        onClick={() => {
          if (questions.isLoading) return;
          if (!isIncomplete) {
            void navigate(paths.checkout);
            return;
          }
          setIsBlocked(true);
          questions.onBlocked();
        }}
      >
        Checkout
      </Button>
    </>
  );
}

/**
 * The basket's summary: totals, discount code, credit, Checkout (or first the waivers still to
 * sign, or the booking questions to answer) and Clear basket.
 */
export function BasketSummary({ cart, questions }: { cart: Cart; questions: QuestionsState }) {
  const hasLiveItems = cart.totals.itemCount > 0;
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-heading">
      <h2 id="basket-summary-heading" className={styles.summaryHeading}>
        Summary
      </h2>
      <Totals cart={cart} />
      {hasLiveItems ? (
        <>
          <DiscountForm cart={cart} />
          <CreditsPanel cart={cart} />
          {cart.attendeeWaiversRequired > 0 ? (
            <WaiversDue count={cart.attendeeWaiversRequired} attendeesPath={paths.attendees} />
          ) : questions.isLoading || questions.unansweredRequired > 0 ? (
            <CheckoutAction questions={questions} />
          ) : (
            <Link to={paths.checkout} className={buttonClassName({ size: 'large', fullWidth: true })}>
              Checkout
            </Link>
          )}
          {cart.isGuest && (
            <p className={styles.lineMeta}>You can log in or create an account at checkout.</p>
          )}
        </>
      ) : (
        <p className={styles.lineMeta}>
          Every hold has expired. Choose Hold again to keep a place that is still free.
        </p>
      )}
      <div className={styles.summaryFooter}>
        <ClearBasket lineCount={cart.items.length} />
      </div>
    </aside>
  );
}
