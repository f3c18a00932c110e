import type { AuthoriseRequest, CompleteOrderResponse, PaymentProviderName } from '@leisure/contracts';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { toast } from '../../../ui/toast/index.ts';
import type { DirectOrderBody } from '../api/checkout-calls.ts';
import { createAttemptKeys } from '../lib/attempt-keys.ts';
import {
  type CompletionInput,
  completePayment,
  orderWithoutCard,
  type PaymentFlowDeps,
  payByCard,
  preparePayment,
  returnFromSca,
} from '../lib/payment-flow.ts';
import { initialPaymentState, type PaymentState, paymentReducer, shownError } from '../lib/payment-state.ts';
import { goToScaPage } from '../lib/sca-redirect.ts';
import { scaStorage } from '../lib/sca-storage.ts';

/** Each failure as an error toast, once (a failure's message may already be the previous one). */
function useFailureToast(state: PaymentState) {
  const shown = useRef(0);
  const message = shownError(state);
  useEffect(() => {
    if (state.failureCount === shown.current) return;
    shown.current = state.failureCount;
    if (message) toast.danger(message);
  }, [state.failureCount, message]);
}

export interface UsePaymentOptions {
  onCompleted: (order: CompleteOrderResponse) => void;
  /** The server said the basket changed (409): the page should load it again. */
  onConflict: () => void;
}

/**
 * The checkout's payment: the state machine of docs/product.md ('Paying') and the calls that
 * move it. Every failure is also shown as an error toast.
 */
export function usePayment({ onCompleted, onConflict }: UsePaymentOptions) {
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const callbacks = useRef({ onCompleted, onConflict });
  useEffect(() => {
    callbacks.current = { onCompleted, onConflict };
  }, [onCompleted, onConflict]);

  const deps = useMemo<PaymentFlowDeps>(
    () => ({
      dispatch,
      storage: scaStorage,
      keys: createAttemptKeys(),
      goToSca: (sca) => goToScaPage(sca),
      onCompleted: (order) => callbacks.current.onCompleted(order),
      onConflict: () => callbacks.current.onConflict(),
    }),
    [],
  );

  useFailureToast(state);

  const actions = useMemo(
    () => ({
      prepare: (provider: PaymentProviderName | null) => preparePayment(deps, provider),
      pay: (
        request: AuthoriseRequest,
        provider: PaymentProviderName,
        completion: CompletionInput,
        handleNextAction?: (clientSecret: string) => Promise<void>,
      ) => payByCard(deps, request, provider, completion, handleNextAction),
      returnFromSca: (
        params: { transactionUuid: string; cres: string | null },
        completion: CompletionInput,
      ) => returnFromSca(deps, params, completion),
      retryCompletion: (transactionUuid: string | null, completion: CompletionInput) =>
        completePayment(deps, transactionUuid, completion),
      placeOrder: (body: DirectOrderBody) => orderWithoutCard(deps, body),
    }),
    [deps],
  );

  return { state, ...actions };
}
