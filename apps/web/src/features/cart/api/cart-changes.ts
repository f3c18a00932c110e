import type {
  AddToCartRequest,
  ApplyCreditsRequest,
  ApplyDiscountRequest,
  Cart,
  UpdateCartItemRequest,
} from '@leisure/contracts';
import { cartPaths } from '@leisure/contracts/routes/paths';
import { isApiError } from '../../../lib/api.ts';
import { sendApi } from '../../../lib/api-call.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

// Every call answers the whole basket. Each takes the Idempotency-Key of the user action it is
// part of: a retry of the same action sends the same key, so the server applies it once.

type Key = string;

const headers = (key: Key) => ({ 'Idempotency-Key': key });

const selectedUserQuery = (selectedUserId: number | null) => ({
  selected_user_id: selectedUserId ?? undefined,
});

export const addToCart = (body: AddToCartRequest, key: Key) =>
  sendApi(cartPaths.add, { body, headers: headers(key) });

export const removeFromCart = (cartItemIds: number[], selectedUserId: number | null, key: Key) =>
  sendApi(cartPaths.remove, {
    query: selectedUserQuery(selectedUserId),
    body: { cart_item_ids: cartItemIds },
    headers: headers(key),
  });

export const updateCartItem = (cartItemId: number, body: UpdateCartItemRequest, key: Key) =>
  sendApi(cartPaths.update, { params: { cartItemId }, body, headers: headers(key) });

/** Takes a membership benefit or a package session off a line: it pays its price again. */
export const removeAllowance = (
  kind: 'benefit' | 'package',
  cartItemId: number,
  selectedUserId: number | null,
  key: Key,
) =>
  sendApi(kind === 'benefit' ? cartPaths.removeBenefit : cartPaths.removePackage, {
    params: { cartItemId },
    query: { source: 'bookings', ...selectedUserQuery(selectedUserId) },
    headers: headers(key),
  });

/** Keeps live lines held for another hold period; the server allows it once per line. */
export const extendHolds = (cartItemIds: number[], selectedUserId: number | null, key: Key) =>
  sendApi(cartPaths.extendHolds, {
    query: selectedUserQuery(selectedUserId),
    body: { cart_item_ids: cartItemIds },
    headers: headers(key),
  });

export const clearCart = (selectedUserId: number | null, key: Key) =>
  sendApi(cartPaths.empty, { query: selectedUserQuery(selectedUserId), headers: headers(key) });

export const applyCredits = (body: ApplyCreditsRequest, key: Key) =>
  sendApi(cartPaths.applyCredits, { body, headers: headers(key) });

export const applyDiscount = (body: ApplyDiscountRequest, key: Key) =>
  sendApi(cartPaths.applyDiscount, { body, headers: headers(key) });

export const removeDiscount = (code: string, selectedUserId: number | null, key: Key) =>
  sendApi(cartPaths.removeDiscount, {
    params: { code },
    query: selectedUserQuery(selectedUserId),
    headers: headers(key),
  });

/** Failures worth another try of the same action: the network, or a gateway that did not answer. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && [0, 502, 503, 504].includes(error.status);
}

/** Pauses before each retry; a retry reuses the action's key. */
export const cartRetryDelaysMs = [400, 1200] as const;

/** Sends one user action, retrying transient failures with the same Idempotency-Key. */
export async function sendCartChange(
  request: (key: Key) => Promise<Cart>,
  retryDelaysMs: readonly number[] = cartRetryDelaysMs,
): Promise<Cart> {
  const key = newIdempotencyKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await request(key);
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
