import type {
  CreateCustomerRequest,
  DeskPayRequest,
  StaffDiscountRequest,
  SyncPaymentsRequest,
} from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';

const FOH = '/api/front-of-house';
const schemas = () => import('./schemas.ts');
const cartSchema = schemaFrom(schemas, 'Cart');

/** `GET /api/front-of-house/customers?query=`: customers by name, email or reference (2+ characters). */
export const customerSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['front-of-house', 'customers', query],
    queryFn: ({ signal }) =>
      apiFetch(`${FOH}/customers?query=${encodeURIComponent(query)}`, schemaFrom(schemas, 'CustomerList'), {
        signal,
      }),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });

/** `POST /api/front-of-house/customers`: a customer made at the desk (they set a password by email). */
export const createCustomer = (body: z.input<typeof CreateCustomerRequest>) =>
  apiFetch(`${FOH}/customers`, schemaFrom(schemas, 'CustomerSummary'), { method: 'POST', body });

/** `POST /api/front-of-house/checkout/pay` (camelCase): the desk's tenders pay the basket, once per key. */
export const takeDeskPayment = (body: DeskPayRequest, idempotencyKey: string) =>
  apiFetch(`${FOH}/checkout/pay`, schemaFrom(schemas, 'CompleteOrderResponse'), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `POST /api/front-of-house/payments/sync`: payments taken offline, each recorded once by its reference. */
export const syncOfflinePayments = (body: z.input<typeof SyncPaymentsRequest>) =>
  apiFetch(`${FOH}/payments/sync`, schemaFrom(schemas, 'SyncPaymentsResponse'), { method: 'POST', body });

/** `PUT /api/front-of-house/cart/discount`: the staff discount on the customer's basket. */
export const giveStaffDiscount = (body: StaffDiscountRequest, idempotencyKey: string) =>
  apiFetch(`${FOH}/cart/discount`, cartSchema, {
    method: 'PUT',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `DELETE /api/front-of-house/cart/discount?selected_user_id=`. */
export const removeStaffDiscount = (selectedUserId: number, idempotencyKey: string) =>
  apiFetch(`${FOH}/cart/discount?selected_user_id=${selectedUserId}`, cartSchema, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
