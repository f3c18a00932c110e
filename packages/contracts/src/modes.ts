import { z } from 'zod';
import type { CartItemType } from './cart.ts';

/**
 * Sent by an app running inside another site's iframe with every API call: the cookies the
 * answer sets are then `SameSite=None; Secure; Partitioned` (docs/embedding.md).
 */
export const embeddedRequestHeader = 'x-embedded';

/** How long a kiosk's basket hand-off link (the QR code) can be used. */
export const cartHandoffMinutes = 10;

export { cartHandoffParam } from './limits.ts';

/** `POST /api/activities/cart/handoff`: the link to open on a phone, and when it stops working. */
export const CartHandoff = z
  .object({
    url: z.url().describe("The bookings app's basket with the signed hand-off token"),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CartHandoff' });
export type CartHandoff = z.infer<typeof CartHandoff>;

export const ClaimCartHandoffRequest = z
  .object({ token: z.string().min(1).max(400) })
  .meta({ id: 'ClaimCartHandoffRequest' });
export type ClaimCartHandoffRequest = z.infer<typeof ClaimCartHandoffRequest>;

/** Fast tickets are admission tickets: kiosks and the desk print a receipt to show at the door. */
export const isReceiptPrinted = (type: CartItemType | string): boolean => type === 'ticket_time';
