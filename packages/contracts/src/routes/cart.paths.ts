import { definePaths } from './route.ts';

/** The basket: its lines, discount codes, credit, membership extras and the kiosk hand-off. */
export const cartPaths = definePaths('cart', {
  cart: { method: 'GET', path: '/api/activities/cart' },
  add: { method: 'POST', path: '/api/activities/cart/add' },
  remove: { method: 'POST', path: '/api/activities/cart/remove' },
  update: { method: 'PUT', path: '/api/activities/cart/:cartItemId' },
  extendHolds: { method: 'POST', path: '/api/activities/cart/extend' },
  empty: { method: 'DELETE', path: '/api/activities/cart' },
  removeBenefit: { method: 'DELETE', path: '/api/activities/benefit/remove/:cartItemId' },
  removePackage: { method: 'DELETE', path: '/api/activities/package/remove/:cartItemId' },
  applyDiscount: { method: 'POST', path: '/api/activities/cart/discount' },
  removeDiscount: { method: 'DELETE', path: '/api/activities/cart/discount/:code' },
  applyCredits: { method: 'POST', path: '/api/credits/apply' },
  handoff: { method: 'POST', path: '/api/activities/cart/handoff' },
  claimHandoff: { method: 'POST', path: '/api/activities/cart/handoff/claim' },
});
