import type { Cart, CompleteOrderResponse, DeskPayRequest } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api.ts';
import type { DeskCustomer } from '../../../lib/system-store.ts';
import { toast } from '../../../ui/toast/index.ts';
import { createAttemptKeys } from '../../checkout/lib/attempt-keys.ts';
import { hasWaiversToSign } from '../../checkout/lib/checkout-bodies.ts';
import { orderFailure } from '../../checkout/lib/payment-messages.ts';
import { takeDeskPayment } from '../api/desk-calls.ts';
import { newOfflineReference, offlineQueueFor, type QueuedPayment } from '../lib/offline-queue.ts';
import { type Tender, tenderLabel } from '../lib/tenders.ts';

/** Where desk orders come from (the order's `source`). */
export const deskSource = 'front-of-house';

export type DeskPaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'failed'; message: string; code: string | null }
  /** No connection: the tenders wait in the desk's queue (`message` says what to do). */
  | { status: 'queued'; message: string };

/** The pay call's camelCase body: the basket's credit as it stands, then the desk's tenders. */
export function deskPayBody(cart: Cart, customerId: number, tenders: readonly Tender[]): DeskPayRequest {
  return {
    completedWaivers: !hasWaiversToSign(cart),
    payments: [
      ...cart.payments.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
      ...tenders.map((tender) => ({
        tenderType: tender.tenderType,
        amount: tender.amount,
        ...(tender.reference ? { reference: tender.reference } : {}),
      })),
    ],
    selectedUserId: customerId,
    source: deskSource,
    terms: true,
  };
}

/** What a queued payment was for: the customer and the basket's lines (200 characters at most). */
function descriptionOf(cart: Cart, customer: DeskCustomer): string {
  const lines = cart.items.filter((item) => !item.isExpired).map((item) => item.name);
  const text = `${customer.name} (${customer.reference}): ${lines.join(', ')}`;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

export const deskPaymentMessages = {
  queued: (taken: string, customer: DeskCustomer) =>
    `No connection to the server. ${taken} for ${customer.name} is saved on this desk and will be sent as soon as the connection is back. The booking has not been made: book it again once the desk is online, without taking the money a second time.`,
} as const;

/**
 * Takes the desk's payment for the basket of the customer being served: the pay call, once per
 * Idempotency-Key (a retry of the same tenders reuses it). Offline (the browser says so, or the
 * call gets no answer) the tenders go into the desk's durable queue instead, each with its own
 * `offline_reference`, and the sync sends them when the connection is back.
 */
export function useDeskPayment(input: {
  clientId: string;
  currencySymbol: string;
  onCompleted: (order: CompleteOrderResponse) => void;
  onConflict: () => void;
}) {
  const [state, setState] = useState<DeskPaymentState>({ status: 'idle' });
  const keys = useRef(createAttemptKeys());
  const latest = useRef(input);
  latest.current = input;

  function queueOffline(cart: Cart, customer: DeskCustomer, tenders: readonly Tender[]) {
    const { clientId, currencySymbol } = latest.current;
    const takenAt = new Date().toISOString();
    const description = descriptionOf(cart, customer);
    const queued: QueuedPayment[] = tenders.map((tender) => ({
      offline_reference: newOfflineReference(),
      customer_id: customer.id,
      tender_type: tender.tenderType,
      amount: tender.amount,
      description,
      taken_at: takenAt,
    }));
    offlineQueueFor(clientId).add(queued);
    const taken = tenders
      .map(
        (tender) =>
          `${formatMoney(tender.amount, currencySymbol)} ${tenderLabel(tender.tenderType).toLowerCase()}`,
      )
      .join(' and ');
    const message = deskPaymentMessages.queued(taken, customer);
    toast.warning(message, { title: 'Payment saved offline', duration: 10_000 });
    setState({ status: 'queued', message });
  }

  async function take(cart: Cart, customer: DeskCustomer, tenders: readonly Tender[]) {
    if (state.status === 'paying' || state.status === 'queued') return;
    if (!navigator.onLine) {
      queueOffline(cart, customer, tenders);
      return;
    }
    const body = deskPayBody(cart, customer.id, tenders);
    setState({ status: 'paying' });
    try {
      const order = await takeDeskPayment(body, keys.current.keyFor(body));
      keys.current.forget();
      setState({ status: 'idle' });
      latest.current.onCompleted(order);
    } catch (error) {
      if (isApiError(error) && error.status === 0) {
        queueOffline(cart, customer, tenders);
        return;
      }
      keys.current.forget();
      if (isApiError(error) && error.status === 409) latest.current.onConflict();
      const failure = orderFailure(error);
      toast.danger(failure.message);
      setState({ status: 'failed', message: failure.message, code: failure.code ?? null });
    }
  }

  return { state, take, reset: () => setState({ status: 'idle' }) };
}
