import type { OnlinePaymentSession, PaymentProviderName } from '@leisure/contracts';

/** The payment statuses (docs/product.md, 'Paying'). */
export const paymentStatuses = [
  'idle',
  'preparing',
  'ready',
  'authorizing',
  'authorized',
  'sca_required',
  'sca_processing',
  'completing',
  'completed',
  'failed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the bank's 3-D Secure page needs: where to go, how, and the fields to post. */
export interface ScaSessionData {
  scaUrl: string;
  scaMethod: 'redirect' | 'post';
  formData: Record<string, string>;
}

export interface PaymentState {
  status: PaymentStatus;
  provider: PaymentProviderName | null;
  /** The card-entry session from prepare (its key goes back on authorise). */
  session: OnlinePaymentSession | null;
  /** The attempt's transactionUuid, once authorise has answered one. */
  transactionId: string | null;
  completeOrderId: number | null;
  error: string | null;
  /** The error before the latest preparation: still shown while the next try is being set up. */
  previousError: string | null;
  /** The stable code of the last failure (`hold_expired` ...), when the server sent one. */
  errorCode: string | null;
  sessionData: ScaSessionData | null;
  /**
   * How many failures so far: each one is shown once (toast, focus), even when the next
   * preparation has already moved its message to `previousError`.
   */
  failureCount: number;
}

export const initialPaymentState: PaymentState = Object.freeze({
  status: 'idle',
  provider: null,
  session: null,
  transactionId: null,
  completeOrderId: null,
  error: null,
  previousError: null,
  errorCode: null,
  sessionData: null,
  failureCount: 0,
});

export interface PaymentFailure {
  message: string;
  code?: string | null;
}

export type PaymentAction =
  | { type: 'prepare' }
  | { type: 'prepared'; session: OnlinePaymentSession }
  | { type: 'prepare_failed'; failure: PaymentFailure; provider?: PaymentProviderName | null }
  | { type: 'authorise' }
  | { type: 'authorised'; transactionId: string }
  | { type: 'sca_required'; transactionId: string; sessionData: ScaSessionData }
  | { type: 'authorise_failed'; failure: PaymentFailure }
  | { type: 'handle_sca'; transactionId: string }
  | { type: 'clear_sca' }
  | { type: 'complete'; transactionId?: string | null }
  | { type: 'completed'; completeOrderId: number }
  | { type: 'payment_failed'; failure: PaymentFailure; resetSession?: boolean }
  | { type: 'reset' };

/**
 * Answers only count in the status that asked for them: a late answer (after a reset, or a
 * second answer to a repeated request) changes nothing.
 */
const answerFrom: Partial<Record<PaymentAction['type'], readonly PaymentStatus[]>> = {
  prepared: ['preparing'],
  prepare_failed: ['preparing'],
  authorised: ['authorizing'],
  sca_required: ['authorizing'],
  authorise_failed: ['authorizing'],
  completed: ['completing'],
  payment_failed: ['authorizing', 'authorized', 'sca_processing', 'completing'],
};

const failed = (state: PaymentState, failure: PaymentFailure): PaymentState => ({
  ...state,
  status: 'failed',
  error: failure.message,
  errorCode: failure.code ?? null,
  failureCount: state.failureCount + 1,
});

/** A new card-entry session is needed: the old one (and its attempt) is dropped. */
const withoutSession = (state: PaymentState): PaymentState => ({
  ...state,
  session: null,
  transactionId: null,
  sessionData: null,
  failureCount: 0,
});

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  const allowed = answerFrom[action.type];
  if (allowed && !allowed.includes(state.status)) return state;
  switch (action.type) {
    case 'prepare':
      return {
        ...state,
        status: 'preparing',
        error: null,
        errorCode: null,
        previousError: state.error ?? state.previousError,
      };
    case 'prepared':
      return { ...state, status: 'ready', session: action.session, provider: action.session.paymentProvider };
    case 'prepare_failed':
      return failed(
        { ...withoutSession(state), provider: action.provider ?? state.provider },
        action.failure,
      );
    case 'authorise':
      return { ...state, status: 'authorizing', error: null, errorCode: null, previousError: null };
    case 'authorised':
      return { ...state, status: 'authorized', transactionId: action.transactionId };
    case 'sca_required':
      return {
        ...state,
        status: 'sca_required',
        transactionId: action.transactionId,
        sessionData: action.sessionData,
      };
    case 'authorise_failed':
      return failed(withoutSession(state), action.failure);
    case 'handle_sca':
      return {
        ...state,
        status: 'sca_processing',
        transactionId: action.transactionId,
        error: null,
        errorCode: null,
      };
    case 'clear_sca':
      return { ...state, status: 'ready', sessionData: null };
    case 'complete':
      return {
        ...state,
        status: 'completing',
        transactionId: action.transactionId ?? state.transactionId,
        error: null,
        errorCode: null,
      };
    case 'completed':
      return {
        ...withoutSession(state),
        status: 'completed',
        completeOrderId: action.completeOrderId,
        previousError: null,
      };
    case 'payment_failed':
      return failed(action.resetSession ? withoutSession(state) : state, action.failure);
    case 'reset':
      return initialPaymentState;
  }
}

/** While one of these runs, the shopper cannot start another payment. */
export function isPaymentBusy(status: PaymentStatus): boolean {
  return (
    status === 'authorizing' ||
    status === 'authorized' ||
    status === 'sca_required' ||
    status === 'sca_processing' ||
    status === 'completing' ||
    status === 'completed'
  );
}

/** The message to show: this failure, or the one before the payment was set up again. */
export const shownError = (state: PaymentState): string | null => state.error ?? state.previousError;
