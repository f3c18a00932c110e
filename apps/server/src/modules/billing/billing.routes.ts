import type { MembershipArrearsPayment } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/client.ts';
import { customerMemberships, membershipCharges } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import {
  accountCustomerOf,
  accountErrors,
  accountTags,
  whoseAccount,
} from '../my-account/account-customer.ts';
import { payArrears } from './arrears.ts';
import { billingOwnerOf, cardSessionFor, changeCard } from './billing-card.ts';
import { membershipBillingOf } from './billing-view.ts';
import { billingDepsOf } from './billing-worker.ts';

/** What a member sees about paying, and paying a suspended membership's arrears, in My account. */
export async function billingRoutes(app: FastifyInstance) {
  dataRoute(app, routes.account.membershipBilling, {
    summary: 'What a member sees about paying one membership',
    description: `${whoseAccount} The next payment (day and amount), the payment method on file (a card's brand, last four digits and expiry, or a Direct Debit mandate's reference), what is owed in arrears, and the payment history: every renewal the product charged (the first month is paid at joining), newest first, with its tries and the reason of the last decline. Another customer's membership is 404.`,
    tags: accountTags,
    errorStatuses: [...accountErrors, 404],
    handler: async ({ request, params }) => {
      const customer = await accountCustomerOf(request);
      const billing = await membershipBillingOf(
        app.db,
        await billingOwnerOf(app, customer, params.membershipId),
      );
      if (!billing) throw notFound('Membership not found');
      return billing;
    },
  });
  dataRoute(app, routes.account.membershipCardSession, {
    summary: 'Opens a card form for a new card to pay a membership',
    description: `${whoseAccount} A card-entry session of the client's card processor (the sandbox's hosted card page, Stripe's SetupIntent, Opayo's merchant session): the card is entered there, never sent here. 409 \`unsupported_payment_provider\` when the processor cannot keep a card without a payment yet. Another customer's membership is 404.`,
    tags: accountTags,
    errorStatuses: [...accountErrors, 404, 409, 502],
    handler: async ({ request, params }) =>
      cardSessionFor(app, await accountCustomerOf(request), params.membershipId),
  });
  dataRoute(app, routes.account.changeMembershipCard, {
    summary: "Replaces the card that pays the customer's memberships",
    description: `${whoseAccount} The card entered in the session is kept on file by the processor (no payment is taken) and replaces the customer's payment instruction; renewals being retried are charged to it at their next try. A card the bank refuses is 422 \`payment_declined\` and nothing changes. Answers the membership's billing. Another customer's membership is 404.`,
    tags: accountTags,
    errorStatuses: [...accountErrors, 404, 409, 422],
    handler: async ({ request, params, body }) =>
      changeCard(app, await accountCustomerOf(request), params.membershipId, body),
  });
  dataRoute(app, routes.account.payMembershipArrears, {
    summary: "Pays a membership's renewals in arrears now, with the payment method on file",
    description: `${whoseAccount} Each renewal in arrears is charged again at once (the same claim and processor keys as the billing run, so a repeat or a run at the same moment charges it once). When nothing is left owing, a suspended membership is active again (its member prices and free sessions back) and billed from its next billing day; the member is mailed. Another customer's membership is 404.`,
    tags: accountTags,
    errorStatuses: [...accountErrors, 404],
    handler: async ({ request, params }) => {
      const { client, user } = await accountCustomerOf(request);
      const owner = { clientId: client.id, userId: user.id, membershipId: params.membershipId };
      const [membership] = await app.db
        .select({ id: customerMemberships.id })
        .from(customerMemberships)
        .where(
          and(
            eq(customerMemberships.clientId, client.id),
            eq(customerMemberships.userId, user.id),
            eq(customerMemberships.id, params.membershipId),
          ),
        );
      if (!membership) throw notFound('Membership not found');
      const report = await payArrears(billingDepsOf(app), owner);
      return arrearsAfter(app, owner, report);
    },
  });
}

async function arrearsAfter(
  app: FastifyInstance,
  owner: { clientId: number; membershipId: number },
  report: { paid: number; retry: number; arrears: number },
): Promise<MembershipArrearsPayment> {
  const [row] = await rowsOf<{ status: MembershipArrearsPayment['membershipStatus']; owed: number }>(
    app.db,
    sql`select m.status, coalesce((select sum(amount_pence) from ${membershipCharges} ch
        where ch.client_id = m.client_id and ch.membership_id = m.id and ch.status in ('arrears', 'due', 'charging')), 0)::int as owed
      from ${customerMemberships} m where m.client_id = ${owner.clientId} and m.id = ${owner.membershipId}`,
  );
  return {
    paid: report.paid,
    declined: report.retry + report.arrears,
    outstandingPence: row?.owed ?? 0,
    membershipStatus: row?.status ?? 'suspended',
  };
}
