import type { DeskPayRequest } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { dataRoute } from '../../http/route.ts';
import { idempotencyScopeOf } from '../cart/idempotency.ts';
import { completeDirectOrder } from '../checkout/complete.ts';
import { clientPaymentsOf } from '../payments/settings/client-payments.ts';
import { createCustomer, searchCustomers } from './customers.ts';
import { deskRefundRoutes } from './desk-refunds.routes.ts';
import { syncOfflinePayments } from './offline-sync.ts';
import { deskPenaltyRoutes } from './penalties.routes.ts';
import { deskCustomerOf, requireStaff } from './staff.ts';
import { staffDiscountRoutes } from './staff-discount.routes.ts';

type DeskPayBody = z.output<typeof DeskPayRequest>;

/** The desk's payment for the selected customer's basket: their credit, and cash, cheques or vouchers. */
async function payAtTheDesk(app: FastifyInstance, request: FastifyRequest, body: DeskPayBody) {
  const { staff, customer } = await deskCustomerOf(request);
  const payments = await clientPaymentsOf({ db: app.db, config: app.config }, staff.client.id);
  const context = {
    db: app.db,
    mailer: app.mailer,
    provider: payments.providerOf(payments.providerName),
    client: staff.client,
    user: customer,
    holdMinutes: app.config.CART_HOLD_MINUTES,
  };
  const scope = idempotencyScopeOf(request, { clientId: staff.client.id, owner: `user:${staff.user.id}` });
  const credit = body.payments.filter((payment) => payment.tenderType === 'credit');
  const atTheDesk = body.payments.flatMap((payment) =>
    payment.tenderType === 'credit' ? [] : [{ ...payment, tenderType: payment.tenderType }],
  );
  return completeDirectOrder(
    context,
    {
      payments: credit.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
      deskPayments: atTheDesk.map((payment) => ({
        tenderType: payment.tenderType,
        amountPence: payment.amount,
        reference: payment.reference ?? null,
      })),
      source: body.source,
      completedWaivers: body.completedWaivers,
      staffUserId: staff.user.id,
    },
    scope,
  );
}

export async function frontOfHouseRoutes(app: FastifyInstance) {
  await app.register(deskPenaltyRoutes);
  await app.register(deskRefundRoutes);
  await app.register(staffDiscountRoutes);

  dataRoute(app, routes.frontOfHouse.customers, {
    summary: 'Finds customers by name, email or reference (staff only)',
    tags: ['Front of house'],
    errorStatuses: [401, 403],
    handler: async ({ request, query }) => {
      const staff = await requireStaff(request);
      return { customers: await searchCustomers(app.db, staff.client.id, query.query) };
    },
  });

  dataRoute(app, routes.frontOfHouse.createCustomer, {
    summary: 'Creates a customer at the desk (staff only); they choose a password later by email',
    description:
      '429 `rate_limited` with Retry-After beyond 60 customers per address in 15 minutes (each costs a password hash); 503 `server_busy` when the hashing queue is full.',
    tags: ['Front of house'],
    successStatus: 201,
    errorStatuses: [401, 403, 409, 429, 503],
    handler: async ({ request, body }) => {
      const staff = await requireStaff(request);
      return createCustomer(app.db, staff.client, body, request.ip);
    },
  });

  dataRoute(app, routes.frontOfHouse.pay, {
    summary:
      "Takes payment at the desk for the selected customer's basket: cash, cheque, voucher or their credit",
    description:
      'Staff only; customers get 403. The desk payments (cash, cheque, offline-voucher) must add up to the balance left after the credit already in the basket; `credit` lines must match it. Honours `Idempotency-Key`.',
    tags: ['Front of house'],
    errorStatuses: [401, 403, 409],
    handler: async ({ request, body }) => payAtTheDesk(app, request, body),
  });

  dataRoute(app, routes.frontOfHouse.syncPayments, {
    summary: 'Records payments a desk took while offline, each exactly once (staff only)',
    tags: ['Front of house'],
    errorStatuses: [401, 403],
    handler: async ({ request, body }) => {
      const staff = await requireStaff(request);
      return syncOfflinePayments(app.db, {
        clientId: staff.client.id,
        staffUserId: staff.user.id,
        payments: body.payments,
      });
    },
  });
}
