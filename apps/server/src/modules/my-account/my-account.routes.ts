import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { billingRoutes } from '../billing/billing.routes.ts';
import { orderOf } from '../checkout/order-view.ts';
import { penaltiesOf } from '../compliance/penalties.ts';
import { membershipChangeRoutes } from '../memberships/changes/changes.routes.ts';
import { accountBookings } from './account-bookings.ts';
import { accountCustomerOf, accountErrors, accountTags, whoseAccount } from './account-customer.ts';
import { toUserDetails, updateUserDetails } from './account-details.ts';
import { accountDocumentRoutes } from './account-documents.routes.ts';
import { accountMemberships } from './account-memberships.ts';
import { accountPackages } from './account-packages.ts';
import { accountPayments } from './account-payments.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { accountDashboard } from './dashboard.ts';
import { guestPassRoutes } from './guest-passes.routes.ts';
import { savedCardRoutes } from './saved-cards.routes.ts';

/** The customer account area: `/api/my-account/*` and the calendar feed. */
export async function myAccountRoutes(app: FastifyInstance) {
  await app.register(guestPassRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(savedCardRoutes);
  await app.register(accountDocumentRoutes);
  await app.register(billingRoutes);
  await app.register(membershipChangeRoutes);

  dataRoute(app, routes.account.dashboard, {
    summary: "The account's front page: next bookings, credit, membership, packages and warnings",
    description: `${whoseAccount} The next three confirmed bookings soonest first, credit of each kind, the oldest active membership (or null) and how many unexpired packages have sessions left. \`warnings\` lists what needs the customer: \`outstanding_penalties\` (paid at reception), then per document an active membership asks for \`document_upload_required\` (no valid one) or \`document_expiring\` (the best one ends within 30 days; \`daysLeft\` 0 on its last day).`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => accountDashboard(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.details, {
    summary: "The customer's personal details",
    description: whoseAccount,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => toUserDetails((await accountCustomerOf(request)).user),
  });

  dataRoute(app, routes.account.updateDetails, {
    summary: "Changes the customer's personal details",
    description: `${whoseAccount} A field left out keeps its value; null clears it. The email is stored lower-cased and must be free at this client: a taken one is 422 \`validation_failed\` on \`email\`, an unknown \`home_venue_slug\` 422 on that field, a date of birth in the future 422. A refusal changes nothing.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request, body }) => updateUserDetails(app.db, await accountCustomerOf(request), body),
  });

  dataRoute(app, routes.account.memberships, {
    summary: "The customer's memberships, newest first",
    description: `${whoseAccount} \`status\` is 'ended' after the last day and 'future' before the first. Each benefit says the free sessions left this month (in the client's time zone), counting bookings and live basket lines. An active membership whose plan asks for a document carries \`requiredDocument\` (see \`GET /api/my-account/documents\`).`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => accountMemberships(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.packages, {
    summary: "The customer's packages of prepaid sessions, the one expiring first first",
    description: `${whoseAccount} \`sessionsUsed\` counts bookings paid with the package; \`sessionsLeft\` also leaves out sessions held in a basket.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => accountPackages(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.bookings, {
    summary: "The customer's upcoming or past bookings",
    description: `${whoseAccount} \`upcoming\` (not yet ended, cancelled ones included) soonest first; \`past\` latest first, at most 100. A confirmed booking that has not started carries its cancellation terms.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request, query }) => {
      const customer = await accountCustomerOf(request);
      const bookings = await accountBookings(app.db, customer, { kind: query.period });
      return { period: query.period, bookings };
    },
  });

  dataRoute(app, routes.account.payments, {
    summary: "The customer's orders with their payments, and their credit history",
    description: `${whoseAccount} Both latest first: at most 100 orders and 200 credit entries.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => accountPayments(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.penalties, {
    summary: "The customer's penalties (no-shows, late cancellations, damage), newest first",
    description: `${whoseAccount} Outstanding and settled ones; \`outstanding\` counts and adds up those not settled. They are paid at reception.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => {
      const { client, user } = await accountCustomerOf(request);
      return penaltiesOf(app.db, {
        clientId: client.id,
        userId: user.id,
        currencySymbol: client.currencySymbol,
      });
    },
  });

  dataRoute(app, routes.account.receipt, {
    summary: 'The receipt of one of the customer’s orders',
    description: `${whoseAccount} The same order as the confirmation page; another customer's order is 404.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request, params }) => {
      const { client, user } = await accountCustomerOf(request);
      return orderOf(app.db, client, user.id, params.orderId);
    },
  });
}
