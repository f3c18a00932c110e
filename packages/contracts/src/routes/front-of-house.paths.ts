import { definePaths } from './route.ts';

/** The front-of-house desk: customers, payments taken at the desk or offline, penalties, the staff discount, card refunds that need attention. */
export const frontOfHousePaths = definePaths('frontOfHouse', {
  customers: { method: 'GET', path: '/api/front-of-house/customers' },
  createCustomer: { method: 'POST', path: '/api/front-of-house/customers' },
  pay: { method: 'POST', path: '/api/front-of-house/checkout/pay' },
  syncPayments: { method: 'POST', path: '/api/front-of-house/payments/sync' },
  settlePenalty: {
    method: 'POST',
    path: '/api/front-of-house/customers/:customerId/penalties/:penaltyId/settle',
  },
  giveStaffDiscount: { method: 'PUT', path: '/api/front-of-house/cart/discount' },
  removeStaffDiscount: { method: 'DELETE', path: '/api/front-of-house/cart/discount' },
  refunds: { method: 'GET', path: '/api/front-of-house/refunds' },
  retryRefund: { method: 'POST', path: '/api/front-of-house/refunds/:refundId/retry' },
});
