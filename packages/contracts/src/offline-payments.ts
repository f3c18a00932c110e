import { z } from 'zod';

/*
 * The desk's tenders and the payments it takes while offline, in a module of their own that
 * imports no other contract: the desk's offline queue checks what it stored with OfflinePayment
 * as the checkout page loads, and that should build this one small schema, not the front of
 * house's others and the checkout's and basket's they import (issue 8: the browser's work after
 * the first paint). front-of-house.ts re-exports them.
 */

/** The tenders a desk takes itself (card payments go through the checkout calls). */
export const DeskTenderType = z.enum(['cash', 'cheque', 'offline-voucher']);
export type DeskTenderType = z.infer<typeof DeskTenderType>;

/** A payment the desk took while it could not reach the server (`POST /api/front-of-house/payments/sync`). */
export const OfflinePayment = z.object({
  offline_reference: z.string().trim().min(8).max(100).describe("The desk's own id for the payment"),
  customer_id: z.number().int().positive().nullable().optional(),
  tender_type: DeskTenderType,
  amount: z.number().int().positive().max(1_000_000),
  description: z.string().trim().min(1).max(200),
  taken_at: z.iso.datetime({ offset: true }),
});
