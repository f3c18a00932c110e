import { Cart } from '../cart.ts';
import { CompleteOrderResponse } from '../checkout.ts';
import { DeskRefund, DeskRefundList, DeskRefundParams } from '../desk-refunds.ts';
import {
  CreateCustomerRequest,
  CustomerList,
  CustomerSearchQuery,
  CustomerSummary,
  DeskPayRequest,
  StaffDiscountQuery,
  StaffDiscountRequest,
  SyncPaymentsRequest,
  SyncPaymentsResponse,
} from '../front-of-house.ts';
import { AccountPenalty, SettlePenaltyParams } from '../my-account.ts';
import { frontOfHousePaths } from './front-of-house.paths.ts';
import { defineRoutes } from './route.ts';

/** The front-of-house desk: customers, payments taken at the desk or offline, penalties, the staff discount, card refunds that need attention. */
export const frontOfHouseRoutes = defineRoutes(frontOfHousePaths, {
  customers: { query: CustomerSearchQuery, data: CustomerList },
  createCustomer: { body: CreateCustomerRequest, data: CustomerSummary },
  pay: { body: DeskPayRequest, data: CompleteOrderResponse },
  syncPayments: { body: SyncPaymentsRequest, data: SyncPaymentsResponse },
  settlePenalty: { params: SettlePenaltyParams, data: AccountPenalty },
  giveStaffDiscount: { body: StaffDiscountRequest, data: Cart },
  removeStaffDiscount: { query: StaffDiscountQuery, data: Cart },
  refunds: { data: DeskRefundList },
  retryRefund: { params: DeskRefundParams, data: DeskRefund },
});
