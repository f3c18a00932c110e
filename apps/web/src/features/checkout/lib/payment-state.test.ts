import { describe, expect, it } from 'vitest';
import { preparedSession } from '../test/checkout.test-kit.ts';
import {
  initialPaymentState,
  isPaymentBusy,
  type PaymentAction,
  type PaymentState,
  paymentReducer,
  shownError,
} from './payment-state.ts';

const run = (actions: PaymentAction[], from: PaymentState = initialPaymentState) =>
  actions.reduce(paymentReducer, from);

const sca = { scaUrl: '/sandbox-pay/3ds/tx_1', scaMethod: 'redirect' as const, formData: {} };
const declined = { message: 'Payment was declined', code: 'payment_declined' };

describe('paymentReducer', () => {
  it('starts idle with empty data', () => {
    expect(initialPaymentState).toMatchObject({
      status: 'idle',
      session: null,
      error: null,
      previousError: null,
    });
  });

  it('prepares, then is ready with the session and its provider', () => {
    const preparing = run([{ type: 'prepare' }]);
    expect(preparing.status).toBe('preparing');
    const ready = paymentReducer(preparing, { type: 'prepared', session: preparedSession() });
    expect(ready).toMatchObject({ status: 'ready', provider: 'sandbox', session: { sessionKey: 'sess_1' } });
  });

  it('preparing clears the error and keeps it as the previous one', () => {
    const failed = run([
      { type: 'prepare' },
      { type: 'prepare_failed', failure: { message: 'Preparation failed' } },
    ]);
    expect(failed).toMatchObject({ status: 'failed', error: 'Preparation failed' });
    const again = paymentReducer(failed, { type: 'prepare' });
    expect(again).toMatchObject({ status: 'preparing', error: null, previousError: 'Preparation failed' });
    // The failure is still counted, so it is shown once even though its message has moved.
    expect(again.failureCount).toBe(1);
    expect(shownError(again)).toBe('Preparation failed');
  });

  it('a preparation failure moves to failed without a session', () => {
    const state = run([
      { type: 'prepare' },
      { type: 'prepare_failed', failure: { message: 'Failed to create Opayo session' }, provider: 'opayo' },
    ]);
    expect(state).toMatchObject({ status: 'failed', session: null, provider: 'opayo' });
  });

  it('an authorise failure moves to failed and resets the session', () => {
    const ready = run([{ type: 'prepare' }, { type: 'prepared', session: preparedSession() }]);
    const state = run([{ type: 'authorise' }, { type: 'authorise_failed', failure: declined }], ready);
    expect(state).toMatchObject({
      status: 'failed',
      error: 'Payment was declined',
      errorCode: 'payment_declined',
      session: null,
      transactionId: null,
    });
  });

  it('goes authorizing → authorized → completing → completed, and completed clears the session', () => {
    const ready = run([{ type: 'prepare' }, { type: 'prepared', session: preparedSession() }]);
    const authorised = run([{ type: 'authorise' }, { type: 'authorised', transactionId: 'tx-1' }], ready);
    expect(authorised).toMatchObject({ status: 'authorized', transactionId: 'tx-1' });
    const completing = paymentReducer(authorised, { type: 'complete' });
    expect(completing).toMatchObject({ status: 'completing', transactionId: 'tx-1' });
    const completed = paymentReducer(completing, { type: 'completed', completeOrderId: 42 });
    expect(completed).toMatchObject({
      status: 'completed',
      completeOrderId: 42,
      session: null,
      sessionData: null,
    });
  });

  it('keeps the 3-D Secure data, handles it (sca_processing), and clearing it returns to ready', () => {
    const required = run([
      { type: 'prepare' },
      { type: 'prepared', session: preparedSession() },
      { type: 'authorise' },
      { type: 'sca_required', transactionId: 'tx-1', sessionData: sca },
    ]);
    expect(required).toMatchObject({ status: 'sca_required', transactionId: 'tx-1', sessionData: sca });
    const processing = paymentReducer(required, { type: 'handle_sca', transactionId: 'tx-1' });
    expect(processing.status).toBe('sca_processing');
    const cleared = paymentReducer(processing, { type: 'clear_sca' });
    expect(cleared).toMatchObject({ status: 'ready', sessionData: null });
  });

  it('a payment failure moves to failed, resetting the session only when asked', () => {
    const processing = run([{ type: 'handle_sca', transactionId: 'tx-1' }]);
    const kept = paymentReducer(processing, { type: 'payment_failed', failure: { message: 'x' } });
    expect(kept).toMatchObject({ status: 'failed', transactionId: 'tx-1' });
    const reset = paymentReducer(processing, {
      type: 'payment_failed',
      failure: { message: '3D Secure verification failed' },
      resetSession: true,
    });
    expect(reset).toMatchObject({
      status: 'failed',
      error: '3D Secure verification failed',
      transactionId: null,
    });
  });

  it('ignores an answer that arrives in another status (a late or repeated answer)', () => {
    const idle = paymentReducer(initialPaymentState, { type: 'prepared', session: preparedSession() });
    expect(idle).toBe(initialPaymentState);
    const ready = run([{ type: 'prepare' }, { type: 'prepared', session: preparedSession() }]);
    expect(paymentReducer(ready, { type: 'authorised', transactionId: 'tx' })).toBe(ready);
    expect(paymentReducer(ready, { type: 'completed', completeOrderId: 1 })).toBe(ready);
  });

  it('reset returns to idle with empty data', () => {
    const busy = run([
      { type: 'prepare' },
      { type: 'prepared', session: preparedSession() },
      { type: 'authorise' },
    ]);
    expect(paymentReducer(busy, { type: 'reset' })).toEqual(initialPaymentState);
  });

  it('is busy from authorising until completed', () => {
    expect(isPaymentBusy('authorizing')).toBe(true);
    expect(isPaymentBusy('completing')).toBe(true);
    expect(isPaymentBusy('ready')).toBe(false);
    expect(isPaymentBusy('failed')).toBe(false);
  });
});
