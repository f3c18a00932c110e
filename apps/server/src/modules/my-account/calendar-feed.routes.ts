import { CalendarFeed, SelectedUserQuery } from '@leisure/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { ACCOUNT, accountCustomerOf, accountErrors, accountTags, whoseAccount } from './account-customer.ts';
import {
  calendarFeedIcs,
  calendarFeedOf,
  createCalendarFeed,
  FEED_DAYS_BACK,
  revokeCalendarFeed,
} from './calendar-feed.ts';

const FEED = `${ACCOUNT}/calendar-feed`;
const FeedParams = z.object({ token: z.string().max(100) });
const secretNote =
  'Only a hash of the secret token is stored: the URL is shown once, by the call that makes it.';

/** The customer's personal calendar feed: managed in the account, read by calendar apps. */
export async function calendarFeedRoutes(app: FastifyInstance) {
  dataRoute(app, {
    method: 'GET',
    url: FEED,
    summary: 'Whether the customer has a live calendar feed',
    description: `${whoseAccount} ${secretNote} So \`url\` is null here, and \`active\` says whether a feed works.`,
    tags: accountTags,
    querystring: SelectedUserQuery,
    data: CalendarFeed,
    errorStatuses: accountErrors,
    handler: async ({ request }) => calendarFeedOf(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, {
    method: 'POST',
    url: FEED,
    summary: 'Makes a new calendar feed URL (webcal://), revoking any earlier one',
    description: `${whoseAccount} ${secretNote} The URL is on the host the call was made to.`,
    tags: accountTags,
    querystring: SelectedUserQuery,
    data: CalendarFeed,
    successStatus: 201,
    errorStatuses: accountErrors,
    handler: async ({ request }) => {
      const customer = await accountCustomerOf(request);
      return createCalendarFeed(app.db, customer, request.headers.host ?? request.host);
    },
  });

  dataRoute(app, {
    method: 'DELETE',
    url: FEED,
    summary: 'Turns the calendar feed off: its URL stops working',
    description: whoseAccount,
    tags: accountTags,
    querystring: SelectedUserQuery,
    data: CalendarFeed,
    errorStatuses: accountErrors,
    handler: async ({ request }) => revokeCalendarFeed(app.db, await accountCustomerOf(request)),
  });

  app.route({
    method: 'GET',
    url: '/api/calendar/:token.ics',
    schema: {
      summary: "A customer's bookings as an iCalendar feed (the webcal URL of the account)",
      description: `No login: the secret token is the key. \`text/calendar\` with the bookings that ended at most ${FEED_DAYS_BACK} days ago and every later one; each event's UID is the one of its confirmation invite, and a cancelled booking is STATUS:CANCELLED so calendars drop it. An unknown or revoked token is 404.`,
      tags: accountTags,
      params: FeedParams,
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
