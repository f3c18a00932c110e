import type { PaymentProviderName } from '@leisure/contracts';
import { isApiError } from '../../../lib/api.ts';
import type { PaymentFailure } from './payment-state.ts';

/** The payment and order texts, fixed word for word (docs/product.md, 'Money, time and words'). */
export const paymentMessages = {
  opayoSessionFailed: 'Failed to create Opayo session',
  stripeConfigurationFailed: 'Failed to get Stripe configuration',
  declined: 'Payment was declined',
  authoriseFailed: 'Failed to authorize payment',
  completeFailed: 'Failed to complete payment',
  scaRequestFailed: 'Failed to complete 3D Secure verification',
  scaFailed: '3D Secure verification failed',
  preparationFailed: 'Preparation failed',
  authorizationFailed: 'Authorization failed',
  completionFailed: 'Payment completion failed',
  noTransaction: 'No transaction ID available for payment completion',
  orderCompleted: 'Order completed Successfully.',
  orderFailed: 'Unable to complete your order, please try again.',
} as const;

/** "Payment provider 'x' is not supported" (decision 13). */
export const unsupportedProviderMessage = (provider: string) =>
  `Payment provider '${provider}' is not supported`;

/** The server's own words: only an error body it sent (a network failure has none). */
function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.code !== null && error.message ? error.message : null;
}

const codeOf = (error: unknown): string | null => (isApiError(error) ? error.code : null);

/** A 422's field errors joined with '. ' into one message, else its message (spec section 5). */
export function joinFieldErrors(errors: Record<string, readonly string[]>, fallback: string): string {
  const messages = Object.values(errors)
    .flat()
    .map((message) => message.trim())
    .filter((message) => message !== '');
  if (messages.length === 0) return fallback;
  // 'A.' and 'B.' read 'A. B.', not 'A.. B.': only the last keeps its full stop.
  return messages
    .map((message, index) => (index < messages.length - 1 ? message.replace(/\.+$/, '') : message))
    .join('. ');
}

/** Why prepare failed: the server's reason, else the provider's text. */
export function preparationFailure(error: unknown, provider: PaymentProviderName | null): PaymentFailure {
  const fallback =
    provider === 'opayo'
      ? paymentMessages.opayoSessionFailed
      : provider === 'stripe'
        ? paymentMessages.stripeConfigurationFailed
        : paymentMessages.preparationFailed;
  return { message: serverMessage(error) ?? fallback, code: codeOf(error) };
}

/** Why authorise failed: a 422's field errors joined, the server's reason, or the spec's text. */
export function authorisationFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { message: paymentMessages.authorizationFailed };
  if (error.status === 422) {
    return {
      message: joinFieldErrors(error.errors, error.message || paymentMessages.authoriseFailed),
      code: error.code,
    };
  }
  return { message: serverMessage(error) ?? paymentMessages.authoriseFailed, code: error.code };
}

export function scaFailure(error: unknown): PaymentFailure {
  return { message: serverMessage(error) ?? paymentMessages.scaRequestFailed, code: codeOf(error) };
}

export function completionFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { message: paymentMessages.completionFailed };
  return { message: serverMessage(error) ?? paymentMessages.completeFailed, code: error.code };
}

/** The direct order's failure: the server's message or the spec's order text. */
export function orderFailure(error: unknown): PaymentFailure {
  if (isApiError(error) && error.status === 422) {
    return {
      message: joinFieldErrors(error.errors, error.message || paymentMessages.orderFailed),
      code: error.code,
    };
  }
  return { message: serverMessage(error) ?? paymentMessages.orderFailed, code: codeOf(error) };
}
