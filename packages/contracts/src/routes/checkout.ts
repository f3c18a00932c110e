import {
  AuthoriseRequest,
  AuthoriseResponse,
  CompleteOrderRequest,
  CompleteOrderResponse,
  DirectDebitWebhookParams,
  DirectDebitWebhookReceipt,
  OnlinePaymentSession,
  Order,
  OrderParams,
  PrepareCheckoutQuery,
  ScaCompletionParams,
  ScaCompletionRequest,
  ScaCompletionResponse,
  ScaReturnForm,
  ScaReturnParams,
  WebhookParams,
  WebhookReceipt,
} from '../checkout.ts';
import { checkoutPaths } from './checkout.paths.ts';
import { defineRoutes } from './route.ts';

/** Paying for the basket, the card checks, the providers calling back, and the order. */
export const checkoutRoutes = defineRoutes(checkoutPaths, {
  prepare: { query: PrepareCheckoutQuery, data: OnlinePaymentSession },
  authorise: { body: AuthoriseRequest, data: AuthoriseResponse },
  scaCompletion: { params: ScaCompletionParams, body: ScaCompletionRequest, data: ScaCompletionResponse },
  complete: { body: CompleteOrderRequest, data: CompleteOrderResponse },
  order: { params: OrderParams, data: Order },
  webhook: { params: WebhookParams, data: WebhookReceipt },
  directDebitWebhook: { params: DirectDebitWebhookParams, data: DirectDebitWebhookReceipt },
  scaReturn: { params: ScaReturnParams, body: ScaReturnForm },
});
