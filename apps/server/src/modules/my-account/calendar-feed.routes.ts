import type { FeedParams } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { accountCustomerOf, accountErrors, accountTags, whoseAccount } from './account-customer.ts';
import {
  calendarFeedIcs,
  calendarFeedOf,
  createCalendarFeed,
  FEED_DAYS_BACK,
  revokeCalendarFeed,
} from './calendar-feed.ts';

const secretNote =
  'Only a hash of the secret token is stored: the URL is shown once, by the call that makes it.';

/** The customer's personal calendar feed: managed in the account, read by calendar apps. */
export async function calendarFeedRoutes(app: FastifyInstance) {
  dataRoute(app, routes.account.calendarFeed, {
    summary: 'Whether the customer has a live calendar feed',
    description: `${whoseAccount} ${secretNote} So \`url\` is null here, and \`active\` says whether a feed works.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => calendarFeedOf(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.createCalendarFeed, {
    summary: 'Makes a new calendar feed URL (webcal://), revoking any earlier one',
    description: `${whoseAccount} ${secretNote} The URL is on the host the call was made to.`,
    tags: accountTags,
    successStatus: 201,
    errorStatuses: accountErrors,
    handler: async ({ request }) => {
      const customer = await accountCustomerOf(request);
      return createCalendarFeed(app.db, customer, request.headers.host ?? request.host);
    },
  });

  dataRoute(app, routes.account.revokeCalendarFeed, {
    summary: 'Turns the calendar feed off: its URL stops working',
    description: whoseAccount,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => revokeCalendarFeed(app.db, await accountCustomerOf(request)),
  });

  app.route({
    method: routes.account.calendarIcs.method,
    url: routes.account.calendarIcs.path,
    schema: {
      summary: "A customer's bookings as an iCalendar feed (the webcal URL of the account)",
      description: `No login: the secret token is the key. \`text/calendar\` with the bookings that ended at most ${FEED_DAYS_BACK} days ago and every later one; each event's UID is the one of its confirmation invite, and a cancelled booking is STATUS:CANCELLED so calendars drop it. An unknown or revoked token is 404.`,
      tags: accountTags,
      params: routes.account.calendarIcs.params,
    },
    handler: async (request, reply) => {
      const { token } = request.params as z.output<typeof FeedParams>;
      const client = await requireClient(request);
      const ics = await calendarFeedIcs(app.db, client, token);
      if (ics === undefined) throw notFound();
      return reply
        .header('Cache-Control', 'private, no-cache')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  });
}
