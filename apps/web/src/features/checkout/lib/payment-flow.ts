import type { AuthoriseRequest, CompleteOrderResponse, PaymentProviderName } from '@leisure/contracts';
import { isApiError } from '../../../lib/api.ts';
import {
  authorisePayment,
  type CompleteCardOrderBody,
  completeCardOrder,
  completeScaChallenge,
  type DirectOrderBody,
  placeDirectOrder,
  prepareCheckout,
} from '../api/checkout-calls.ts';
import type { AttemptKeys } from './attempt-keys.ts';
import {
  authorisationFailure,
  completionFailure,
  orderFailure,
  paymentMessages,
  preparationFailure,
  scaFailure,
  unsupportedProviderMessage,
} from './payment-messages.ts';
import type { PaymentAction, PaymentFailure, ScaSessionData } from './payment-state.ts';
import type { ScaStorage } from './sca-storage.ts';

/**
 * The providers whose card entry this checkout can show: the sandbox's hosted card page, Stripe's
 * Payment Element and Opayo's drop-in checkout (decision 36).
 */
export const supportedProviders: readonly string[] = ['sandbox', 'stripe', 'opayo'];

export interface PaymentFlowDeps {
  dispatch: (action: PaymentAction) => void;
  storage: ScaStorage;
  keys: AttemptKeys;
  /** Sends the window to the bank's 3-D Secure page. */
  goToSca: (sca: ScaSessionData) => void;
  onCompleted: (order: CompleteOrderResponse) => void;
  /** A 409: the basket changed under the page (a place went, a hold ran out). */
  onConflict: () => void;
}

/** What completing the order repeats from the basket (the snake_case complete body, less the attempt). */
export type CompletionInput = Omit<CompleteCardOrderBody, 'transaction_uuid'>;

function reportConflict(deps: PaymentFlowDeps, error: unknown): void {
  if (isApiError(error) && error.status === 409) deps.onConflict();
}

/** Opens a card-entry session; `provider` is the one of the last session, for its failure text. */
export async function preparePayment(deps: PaymentFlowDeps, provider: PaymentProviderName | null) {
  deps.dispatch({ type: 'prepare' });
  try {
    const session = await prepareCheckout();
    if (!supportedProviders.includes(session.paymentProvider)) {
      const failure = { message: unsupportedProviderMessage(session.paymentProvider) };
      deps.dispatch({ type: 'prepare_failed', failure, provider: session.paymentProvider });
      return;
    }
    deps.dispatch({ type: 'prepared', session });
  } catch (error) {
    reportConflict(deps, error);
    deps.dispatch({ type: 'prepare_failed', failure: preparationFailure(error, provider) });
  }
}

/** The attempt was refused: drop the session and set up a fresh one for the next try. */
async function failAuthorisation(
  deps: PaymentFlowDeps,
  failure: PaymentFailure,
  provider: PaymentProviderName,
) {
  deps.keys.forget();
  deps.dispatch({ type: 'authorise_failed', failure });
  await preparePayment(deps, provider);
}

/** Completes a paid attempt: the order is placed once, however often this runs. */
export async function completePayment(
  deps: PaymentFlowDeps,
  transactionUuid: string | null,
  input: CompletionInput,
) {
  if (!transactionUuid) {
    deps.dispatch({ type: 'payment_failed', failure: { message: paymentMessages.noTransaction } });
    return;
  }
  deps.dispatch({ type: 'complete', transactionId: transactionUuid });
  try {
    const order = await completeCardOrder({ ...input, transaction_uuid: transactionUuid });
    deps.storage.clear();
    deps.dispatch({ type: 'completed', completeOrderId: order.completeOrderId });
    deps.onCompleted(order);
  } catch (error) {
    reportConflict(deps, error);
    // A refunded payment (hold_expired) is over: nothing is left to retry with this attempt.
    if (isApiError(error) && error.code === 'hold_expired') deps.storage.clear();
    deps.dispatch({ type: 'payment_failed', failure: completionFailure(error) });
  }
}

/**
 * Pays by card: authorise, then complete (or off to the bank for 3-D Secure). A refused card
 * resets the session and prepares a new one; a request that got no answer keeps the session
 * and its Idempotency-Key, so trying again reaches the same attempt.
 */
export async function payByCard(
  deps: PaymentFlowDeps,
  request: AuthoriseRequest,
  provider: PaymentProviderName,
  completion: CompletionInput,
  /** The processor's own 3-D Secure handling (Stripe.js), used when the answer carries its secret. */
  handleNextAction?: (clientSecret: string) => Promise<void>,
) {
  deps.dispatch({ type: 'authorise' });
  let answer: Awaited<ReturnType<typeof authorisePayment>>;
  try {
    answer = await authorisePayment(request, deps.keys.keyFor(request));
  } catch (error) {
    if (isApiError(error) && error.status === 0) {
      deps.dispatch({ type: 'payment_failed', failure: { message: paymentMessages.authoriseFailed } });
      return;
    }
    reportConflict(deps, error);
    await failAuthorisation(deps, authorisationFailure(error), provider);
    return;
  }
  deps.keys.forget();
  if (answer.transactionStatus === 'failed') {
    const failure = { message: answer.error?.message || paymentMessages.declined, code: answer.error?.code };
    await failAuthorisation(deps, failure, provider);
    return;
  }
  if (answer.transactionStatus === 'sca_required' && answer.clientSecret && handleNextAction) {
    await checkWithProvider(deps, answer, handleNextAction, completion);
    return;
  }
  if (answer.transactionStatus === 'sca_required') {
    if (!answer.scaUrl) {
      await failAuthorisation(deps, { message: paymentMessages.authorizationFailed }, provider);
      return;
    }
    const sessionData = {
      scaUrl: answer.scaUrl,
      scaMethod: answer.scaMethod ?? 'redirect',
      formData: answer.scaData ?? {},
    };
    deps.storage.save(answer.transactionUuid);
    deps.dispatch({ type: 'sca_required', transactionId: answer.transactionUuid, sessionData });
    deps.goToSca(sessionData);
    return;
  }
  deps.dispatch({ type: 'authorised', transactionId: answer.transactionUuid });
  await completePayment(deps, answer.transactionUuid, completion);
}

/**
 * Stripe's 3-D Secure: Stripe.js runs the check (on this page, or through the bank's page and
 * back to the checkout, which then resumes from the address as for the other providers); then
 * the server is asked how it went, whatever Stripe.js said.
 */
async function checkWithProvider(
  deps: PaymentFlowDeps,
  answer: { transactionUuid: string; scaUrl: string | null; clientSecret: string | null },
  handleNextAction: (clientSecret: string) => Promise<void>,
  completion: CompletionInput,
) {
  const sessionData = { scaUrl: answer.scaUrl ?? '', scaMethod: 'redirect' as const, formData: {} };
  deps.storage.save(answer.transactionUuid);
  deps.dispatch({ type: 'sca_required', transactionId: answer.transactionUuid, sessionData });
  try {
    await handleNextAction(answer.clientSecret ?? '');
  } catch {
    // Stripe.js failed on this page: the server still knows what became of the payment.
  }
  await returnFromSca(deps, { transactionUuid: answer.transactionUuid, cres: null }, completion);
}

/** Back from the bank: finish the 3-D Secure check, then complete; a failed check starts over. */
export async function returnFromSca(
  deps: PaymentFlowDeps,
  params: { transactionUuid: string; cres: string | null },
  completion: CompletionInput,
) {
  deps.dispatch({ type: 'handle_sca', transactionId: params.transactionUuid });
  let failure: PaymentFailure;
  try {
    const result = await completeScaChallenge(params.transactionUuid, params.cres);
    if (result.status === 'authorised') {
      deps.dispatch({ type: 'clear_sca' });
      await completePayment(deps, result.transactionId || params.transactionUuid, completion);
      return;
    }
    failure = { message: result.error?.message || paymentMessages.scaFailed, code: result.error?.code };
  } catch (error) {
    failure = scaFailure(error);
  }
  // The attempt is over for this page: a fresh session lets the shopper try again (another card).
  deps.storage.clear();
  deps.dispatch({ type: 'payment_failed', failure, resetSession: true });
  await preparePayment(deps, null);
}

/** Credit covers the basket: the order is placed without a card, once per Idempotency-Key. */
export async function orderWithoutCard(deps: PaymentFlowDeps, body: DirectOrderBody) {
  deps.dispatch({ type: 'complete', transactionId: null });
  try {
    const order = await placeDirectOrder(body, deps.keys.keyFor(body));
    deps.keys.forget();
    deps.dispatch({ type: 'completed', completeOrderId: order.completeOrderId });
    deps.onCompleted(order);
  } catch (error) {
    // Only a request that got no answer may be the same order again; any answer ends the attempt.
    if (!(isApiError(error) && error.status === 0)) deps.keys.forget();
    reportConflict(deps, error);
    deps.dispatch({ type: 'payment_failed', failure: orderFailure(error) });
  }
}
