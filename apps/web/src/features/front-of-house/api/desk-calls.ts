import type {
  CreateCustomerRequest,
  DeskPayRequest,
  StaffDiscountRequest,
  SyncPaymentsRequest,
} from '@leisure/contracts';
import { frontOfHousePaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, sendApi } from '../../../lib/api-call.ts';

/** `GET /api/front-of-house/customers?query=`: customers by name, email or reference (2+ characters). */
export const customerSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['front-of-house', 'customers', query],
    queryFn: ({ signal }) => callApi(frontOfHousePaths.customers, { query: { query }, signal }),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });

/** `POST /api/front-of-house/customers`: a customer made at the desk (they set a password by email). */
export const createCustomer = (body: z.input<typeof CreateCustomerRequest>) =>
  sendApi(frontOfHousePaths.createCustomer, { body });

/** `POST /api/front-of-house/checkout/pay` (camelCase): the desk's tenders pay the basket, once per key. */
export const takeDeskPayment = (body: DeskPayRequest, idempotencyKey: string) =>
  sendApi(frontOfHousePaths.pay, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `POST /api/front-of-house/payments/sync`: payments taken offline, each recorded once by its reference. */
export const syncOfflinePayments = (body: z.input<typeof SyncPaymentsRequest>) =>
  sendApi(frontOfHousePaths.syncPayments, { body });

/** `PUT /api/front-of-house/cart/discount`: the staff discount on the customer's basket. */
export const giveStaffDiscount = (body: StaffDiscountRequest, idempotencyKey: string) =>
  sendApi(frontOfHousePaths.giveStaffDiscount, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `DELETE /api/front-of-house/cart/discount?selected_user_id=`. */
export const removeStaffDiscount = (selectedUserId: number, idempotencyKey: string) =>
  sendApi(frontOfHousePaths.removeStaffDiscount, {
    query: { selected_user_id: selectedUserId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `GET /api/front-of-house/refunds`: card refunds that failed or are pending too long. */
export const deskRefundsQuery = () =>
  queryOptions({
    queryKey: ['front-of-house', 'refunds'],
    queryFn: ({ signal }) => callApi(frontOfHousePaths.refunds, { signal }),
    staleTime: 60_000,
  });

/** `POST /api/front-of-house/refunds/{refundId}/retry`: the refund tried again now. */
export const retryDeskRefund = (refundId: number) =>
  sendApi(frontOfHousePaths.retryRefund, { params: { refundId } });
