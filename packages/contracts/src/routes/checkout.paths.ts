import { definePaths } from './route.ts';

/** Paying for the basket, the card checks, the providers calling back, and the order. */
export const checkoutPaths = definePaths('checkout', {
  prepare: { method: 'GET', path: '/api/checkout/prepare' },
  authorise: { method: 'POST', path: '/api/checkout/authorise' },
  scaCompletion: { method: 'POST', path: '/api/payment-providers/sca-completion/:transactionId' },
  complete: { method: 'POST', path: '/api/checkout/complete' },
  order: { method: 'GET', path: '/api/activities/orders/:orderId' },
  webhook: { method: 'POST', path: '/api/payment-providers/webhooks/:provider' },
  directDebitWebhook: { method: 'POST', path: '/api/payment-providers/direct-debit-webhooks/:provider' },
  scaReturn: { method: 'POST', path: '/api/payment-providers/sca-return/:transactionUuid' },
});
