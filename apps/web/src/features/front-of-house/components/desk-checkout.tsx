import type { Cart, CompleteOrderResponse } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import type { DeskCustomer } from '../../../lib/system-store.ts';
import { useCurrencySymbol, useMoney } from '../../cart/hooks/use-money.ts';
import layout from '../../checkout/components/checkout-layout.module.css';
import { OrderSummary } from '../../checkout/components/order-summary.tsx';
import { useDeskPayment } from '../hooks/use-desk-payment.ts';
import { DeskPaymentForm } from './desk-payment-form.tsx';
import styles from './front-of-house.module.css';
import { StaffDiscountPanel } from './staff-discount-panel.tsx';

export interface DeskCheckoutProps {
  cart: Cart;
  customer: DeskCustomer;
  /** What the app does once the order is placed, and when the basket changed (409). */
  completion: { onCompleted: (order: CompleteOrderResponse) => void; onConflict: () => void };
  recovery: ReactNode;
  waiversDue: ReactNode;
}

/**
 * The checkout at the front desk (staff only), instead of the card form: the staff discount, the
 * tenders taken, and "Take payment", which pays the basket of the customer being served through
 * the front-of-house pay call (or, offline, saves the payment on the desk). Totals are in the
 * staff user's currency symbol.
 */
export function DeskCheckout({ cart, customer, completion, recovery, waiversDue }: DeskCheckoutProps) {
  const { client } = useAppContext();
  const symbol = useCurrencySymbol();
  const money = useMoney();
  const payment = useDeskPayment({ clientId: client.clientId, currencySymbol: symbol, ...completion });
  return (
    <div className={layout.layout} data-testid="desk-checkout">
      <OrderSummary
        cart={cart}
        amountToPay={money(cart.totals.balance)}
        recovery={recovery}
        payLabel={`To pay by ${customer.name}`}
        currencySymbol={symbol}
      />
      <div className={`${layout.form} ${styles.deskForms}`}>
        <StaffDiscountPanel cart={cart} money={money} symbol={symbol} />
        <hr className={styles.divider} />
        <DeskPaymentForm
          cart={cart}
          customer={customer}
          payment={payment}
          money={money}
          symbol={symbol}
          recovery={recovery}
          waiversDue={waiversDue}
        />
      </div>
    </div>
  );
}
