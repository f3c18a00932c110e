import {
  AddToCartRequest,
  ApplyCreditsRequest,
  ApplyDiscountRequest,
  Cart,
  CartItemParams,
  CartQuery,
  DiscountCodeParams,
  ExtendHoldsRequest,
  RemoveFromCartRequest,
  UpdateCartItemRequest,
} from '../cart.ts';
import { CartHandoff, ClaimCartHandoffRequest } from '../modes.ts';
import { cartPaths } from './cart.paths.ts';
import { defineRoutes } from './route.ts';

/** The basket: its lines, discount codes, credit, membership extras and the kiosk hand-off. */
export const cartRoutes = defineRoutes(cartPaths, {
  cart: { query: CartQuery, data: Cart },
  add: { body: AddToCartRequest, data: Cart },
  remove: { query: CartQuery, body: RemoveFromCartRequest, data: Cart },
  update: { params: CartItemParams, body: UpdateCartItemRequest, data: Cart },
  extendHolds: { query: CartQuery, body: ExtendHoldsRequest, data: Cart },
  empty: { query: CartQuery, data: Cart },
  removeBenefit: { params: CartItemParams, query: CartQuery, data: Cart },
  removePackage: { params: CartItemParams, query: CartQuery, data: Cart },
  applyDiscount: { body: ApplyDiscountRequest, data: Cart },
  removeDiscount: { params: DiscountCodeParams, query: CartQuery, data: Cart },
  applyCredits: { body: ApplyCreditsRequest, data: Cart },
  handoff: { data: CartHandoff },
  claimHandoff: { body: ClaimCartHandoffRequest, data: Cart },
});
