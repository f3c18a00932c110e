import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  authorisationFailure,
  completionFailure,
  joinFieldErrors,
  orderFailure,
  paymentMessages,
  preparationFailure,
  scaFailure,
} from './payment-messages.ts';

const apiError = (status: number, message: string, errors: Record<string, string[]> = {}) =>
  new ApiError({ status, message, code: status === 422 ? 'validation_failed' : 'payment_failed', errors });
const networkError = new ApiError({ status: 0, message: 'Something has gone wrong, please try again.' });

describe('joinFieldErrors', () => {
  it("joins every field's messages with '. '", () => {
    expect(
      joinFieldErrors(
        {
          billing_postcode: ['Enter a postcode'],
          card_identifier: ['Unknown card', 'Enter your card details.'],
        },
        'The request has errors',
      ),
    ).toBe('Enter a postcode. Unknown card. Enter your card details.');
  });

  it('falls back to the message when there are no field errors', () => {
    expect(joinFieldErrors({}, 'The request has errors')).toBe('The request has errors');
    expect(joinFieldErrors({ terms: [] }, 'The request has errors')).toBe('The request has errors');
  });
});

describe('failure messages', () => {
  it('authorise: a 422 joins its field errors, falling back to its message', () => {
    const error = apiError(422, 'Check the form', {
      terms: ['Terms must be accepted'],
      session_key: ['Expired'],
    });
    expect(authorisationFailure(error).message).toBe('Terms must be accepted. Expired');
    expect(authorisationFailure(apiError(422, 'Check the form')).message).toBe('Check the form');
  });

  it("authorise: the server's message, else the spec's texts", () => {
    expect(authorisationFailure(apiError(502, 'Failed to authorize payment')).message).toBe(
      'Failed to authorize payment',
    );
    expect(authorisationFailure(networkError).message).toBe(paymentMessages.authoriseFailed);
    expect(authorisationFailure(new Error('boom')).message).toBe('Authorization failed');
  });

  it("prepare: the server's message, else the provider's text", () => {
    expect(preparationFailure(apiError(409, 'Your basket is empty.'), null).message).toBe(
      'Your basket is empty.',
    );
    expect(preparationFailure(networkError, 'opayo').message).toBe('Failed to create Opayo session');
    expect(preparationFailure(networkError, 'stripe').message).toBe('Failed to get Stripe configuration');
    expect(preparationFailure(networkError, 'sandbox').message).toBe('Preparation failed');
    expect(preparationFailure(networkError, null).message).toBe('Preparation failed');
  });

  it('3-D Secure, completion and direct order fall back to their own texts', () => {
    expect(scaFailure(networkError).message).toBe('Failed to complete 3D Secure verification');
    expect(completionFailure(networkError).message).toBe('Failed to complete payment');
    expect(completionFailure(new Error('boom')).message).toBe('Payment completion failed');
    expect(orderFailure(networkError).message).toBe('Unable to complete your order, please try again.');
    const refunded = new ApiError({ status: 409, message: 'Refunded to your card.', code: 'hold_expired' });
    expect(completionFailure(refunded)).toEqual({ message: 'Refunded to your card.', code: 'hold_expired' });
  });
});
