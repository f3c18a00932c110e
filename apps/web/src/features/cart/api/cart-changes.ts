import type {
  AddToCartRequest,
  ApplyCreditsRequest,
  ApplyDiscountRequest,
  Cart,
  UpdateCartItemRequest,
} from '@leisure/contracts';
import { type ApiRequest, apiFetch, isApiError } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { cartPath } from './get-cart.ts';

// Every call answers the whole basket. Each takes the Idempotency-Key of the user action it is
// part of: a retry of the same action sends the same key, so the server applies it once.

type Key = string;

/** Loaded with the first change (the entry's schemas), so this module builds no schema as it loads. */
const cartSchema = lazySchema('Cart');

function change(path: string, key: Key, request: Omit<ApiRequest, 'headers'>) {
  return apiFetch(path, cartSchema, { ...request, headers: { 'Idempotency-Key': key } });
}

const selectedUserQuery = (selectedUserId: number | null) =>
  selectedUserId === null ? '' : `?selected_user_id=${selectedUserId}`;

export const addToCart = (body: AddToCartRequest, key: Key) =>
  change(`${cartPath}/add`, key, { method: 'POST', body });

export const removeFromCart = (cartItemIds: number[], selectedUserId: number | null, key: Key) =>
  change(`${cartPath}/remove${selectedUserQuery(selectedUserId)}`, key, {
    method: 'POST',
    body: { cart_item_ids: cartItemIds },
  });

export const updateCartItem = (cartItemId: number, body: UpdateCartItemRequest, key: Key) =>
  change(`${cartPath}/${cartItemId}`, key, { method: 'PUT', body });

/** Takes a membership benefit or a package session off a line: it pays its price again. */
export const removeAllowance = (
  kind: 'benefit' | 'package',
  cartItemId: number,
  selectedUserId: number | null,
  key: Key,
) =>
  change(
    `/api/activities/${kind}/remove/${cartItemId}?source=bookings${selectedUserId === null ? '' : `&selected_user_id=${selectedUserId}`}`,
    key,
    { method: 'DELETE' },
  );

export const clearCart = (selectedUserId: number | null, key: Key) =>
  change(`${cartPath}${selectedUserQuery(selectedUserId)}`, key, { method: 'DELETE' });

export const applyCredits = (body: ApplyCreditsRequest, key: Key) =>
  change('/api/credits/apply', key, { method: 'POST', body });

export const applyDiscount = (body: ApplyDiscountRequest, key: Key) =>
  change(`${cartPath}/discount`, key, { method: 'POST', body });

export const removeDiscount = (code: string, selectedUserId: number | null, key: Key) =>
  change(`${cartPath}/discount/${encodeURIComponent(code)}${selectedUserQuery(selectedUserId)}`, key, {
    method: 'DELETE',
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
