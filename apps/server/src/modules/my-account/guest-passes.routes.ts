import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { accountCustomerOf, accountErrors, accountTags, whoseAccount } from './account-customer.ts';
import { GUEST_PASS_DAYS_AHEAD, guestPassList, issueGuestPass, requireGuestPasses } from './guest-passes.ts';

const onlyWhereEnabled = 'Only where the client offers guest passes: elsewhere 404 `not_found`.';

/** A member's guest passes: `/api/my-account/guest-passes`. */
export async function guestPassRoutes(app: FastifyInstance) {
  dataRoute(app, routes.account.guestPasses, {
    summary: "The member's guest passes and this month's allowance",
    description: `${whoseAccount} ${onlyWhereEnabled} Latest day first; an issued pass for a day gone by is 'expired'. The allowance adds up the memberships active today.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => {
      const customer = await accountCustomerOf(request);
      requireGuestPasses(customer);
      return guestPassList(app.db, customer);
    },
  });

  dataRoute(app, routes.account.issueGuestPass, {
    summary: 'Issues a guest pass for a named guest on one day',
    description: `${whoseAccount} ${onlyWhereEnabled} \`valid_on\` is today or up to ${GUEST_PASS_DAYS_AHEAD} days ahead (422 \`validation_failed\` otherwise). The pass comes from a membership active that day whose plan has guest passes left in that month; without one it is 422 \`allowance_unavailable\` (e.g. 'You have used all 2 guest passes for December 2026.') and nothing changes. Concurrent issues never exceed the allowance. With \`email\`, the guest is mailed the code.`,
    tags: accountTags,
    successStatus: 201,
    errorStatuses: accountErrors,
    handler: async ({ request, body }) => {
      const customer = await accountCustomerOf(request);
      requireGuestPasses(customer);
      return issueGuestPass(app.db, customer, body, app.mailer);
    },
  });
}
