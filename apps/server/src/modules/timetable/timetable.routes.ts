import type { ApiFamily } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { hostTargetOf, requireClient } from '../../http/tenant.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import { listingViewerOf } from './action-to-show.ts';
import {
  basketHoldsOf,
  withBasketClass,
  withBasketClasses,
  withBasketSlots,
  withBasketTimes,
} from './basket-overlay.ts';
import { type ListingSource, listingSourceOf } from './listing-source.ts';
import { viewerPricingOf, withClassDetailPrice, withClassPrices, withSlotPrices } from './price-overlay.ts';
import * as service from './timetable.service.ts';
import { resolveActivity } from './timetable-context.ts';

/** The listing routes of each API family. */
const familyRoutes = {
  v1: { timetable: routes.timetable.timetable, slots: routes.timetable.slots, times: routes.timetable.times },
  v2: {
    timetable: routes.timetable.timetableV2,
    slots: routes.timetable.slotsV2,
    times: routes.timetable.timesV2,
  },
} satisfies Record<ApiFamily, unknown>;
const families: ApiFamily[] = ['v1', 'v2'];

const familyNote = (family: ApiFamily) =>
  family === 'v1'
    ? 'Serves dates before the venue migration date (or every date when v2 is off); ids are numeric. The other family answers 422 wrong_api_family.'
    : 'Serves dates on or after the venue migration date (the client one when the venue has none); ids are non-numeric uids. The other family answers 422 wrong_api_family.';

/** How stale a listing may be: a busy day is assembled at most once a second per process. */
const LISTING_TTL_MS = 1_000;

export async function timetableRoutes(app: FastifyInstance) {
  const tools = listingTools(app);
  for (const family of families) familyListingRoutes(app, family, tools);
  ticketAndDateRoutes(app, tools);
  classRoute(app);
}

type ListingTools = ReturnType<typeof listingTools>;

/** How a listing route reads its activity and shares its listing between viewers alike. */
function listingTools(app: FastifyInstance) {
  /** The activity a listing is of, read where the request's listing is read (`listing-source.ts`). */
  const contextOf = async (
    request: FastifyRequest,
    params: { venue: string; activity: string },
    source: Pick<ListingSource, 'db' | 'viewer'>,
  ) =>
    resolveActivity(source.db, {
      client: await requireClient(request),
      venue: params.venue,
      activity: params.activity,
      viewer: source.viewer,
    });
  const listings = createMicroCache<unknown>({ ttlMs: LISTING_TTL_MS });
  /**
   * One listing for everyone who sees it alike (same client host, viewer kind, database read and
   * request); the viewer's own basket is marked on it afterwards (`basket-overlay.ts`), so the
   * cache stays shared. Keyed by the host's client slug, so a hit skips the client lookup too: a
   * client switched to maintenance stops serving cached listings within the TTL; unknown clients
   * are never cached. A listing read from the replica is never served to someone who reads the
   * primary.
   */
  const cachedListing = async <T>(
    request: FastifyRequest,
    load: (source: ListingSource) => Promise<T>,
  ): Promise<T> => {
    const source = await listingSourceOf(request);
    const client = hostTargetOf(request, app.config.DEFAULT_CLIENT).client;
    const key = `${client}|${source.viewer.isLoggedIn}|${source.name}|${request.url}`;
    return listings.get(key, () => load(source)) as Promise<T>;
  };
  return { contextOf, cachedListing };
}

/** Classes, slots and fast-ticket times of one API family. */
function familyListingRoutes(
  app: FastifyInstance,
  family: ApiFamily,
  { contextOf, cachedListing }: ListingTools,
) {
  dataRoute(app, familyRoutes[family].timetable, {
    summary: `Classes of an activity at a venue on a date (${family})`,
    description: `With the instructors and tags the classes reference. ${familyNote(family)}`,
    tags: ['Timetable'],
    handler: async ({ request, params, query }) => {
      const listing = await cachedListing(request, async (source) =>
        service.classTimetable(source.db, await contextOf(request, params, source), query.date, family),
      );
      const [holds, pricing] = await Promise.all([
        basketHoldsOf(request),
        viewerPricingOf(request, params.venue, listing.classes),
      ]);
      return withClassPrices(withBasketClasses(listing, holds), pricing);
    },
  });

  dataRoute(app, familyRoutes[family].slots, {
    summary: `Court, lane and pitch slots of an activity at a venue on a date (${family})`,
    description: `Optionally for one location (\`location_id\`). ${familyNote(family)}`,
    tags: ['Timetable'],
    handler: async ({ request, params, query }) => {
      const listing = await cachedListing(request, async (source) =>
        service.slotList(
          source.db,
          await contextOf(request, params, source),
          { date: query.date, locationId: query.location_id },
          family,
        ),
      );
      const [holds, pricing] = await Promise.all([
        basketHoldsOf(request),
        viewerPricingOf(request, params.venue, listing.slots),
      ]);
      return withSlotPrices(withBasketSlots(listing, holds), pricing);
    },
  });

  dataRoute(app, familyRoutes[family].times, {
    summary: `Fast-ticket time slots of an activity at a venue on a date (${family})`,
    description: familyNote(family),
    tags: ['Timetable'],
    handler: async ({ request, params, query }) =>
      withBasketTimes(
        await cachedListing(request, async (source) =>
          service.timesResponse(source.db, await contextOf(request, params, source), query.date, family),
        ),
        await basketHoldsOf(request),
      ),
  });
}

/** Ticket types of a fast-ticket activity, and the dates of a category. */
function ticketAndDateRoutes(app: FastifyInstance, { contextOf }: ListingTools) {
  dataRoute(app, routes.timetable.tickets, {
    summary: 'Ticket types of a fast-ticket activity at a venue, with prices',
    description:
      'With `time_id` (a ticket time: numeric in v1, uid in v2) each type carries `spacesAvailable`: how many of it that time can still take; otherwise null.',
    tags: ['Timetable'],
    handler: async ({ request, params, query }) => {
      const source = await listingSourceOf(request);
      const context = await contextOf(request, params, source);
      const isInCategory =
        context.activity.slug === params.category ||
        (context.activity.parentId !== null &&
          (await contextOf(request, { venue: params.venue, activity: params.category }, source)).activity
            .id === context.activity.parentId);
      if (!isInCategory) throw notFound();
      const types = await service.ticketTypeList(source.db, context, query.time_id);
      if (!types) throw notFound();
      return types;
    },
  });

  dataRoute(app, routes.timetable.dates, {
    summary: 'The viewable dates of an activity category at a venue',
    description:
      'Today to today + 13 in the client time zone, keyed by `raw`, each saying whether anything is on' +
      ' that has not started yet (`hasSessions`: false for today once its last session has started).',
    tags: ['Timetable'],
    // Which days have sessions: nothing of the viewer's, nothing that counts places.
    handler: async ({ request, params }) => {
      const source = { db: app.readDb, viewer: await listingViewerOf(request) };
      return service.activityDates(
        source.db,
        await contextOf(request, { venue: params.venue, activity: params.category }, source),
      );
    },
  });
}

/** One class, by its id in either family. */
function classRoute(app: FastifyInstance) {
  dataRoute(app, routes.timetable.classDetail, {
    summary: 'One class: a numeric id asks v1, a non-numeric uid asks v2',
    tags: ['Timetable'],
    handler: async ({ request, params }) => {
      const client = await requireClient(request);
      const source = await listingSourceOf(request);
      const detail = await service.classDetail(
        source.db,
        { client, now: new Date(), viewer: source.viewer },
        params.id,
        (venueId) => findVenueByIdOrSlug(source.db, client.id, String(venueId)),
      );
      if (!detail) throw notFound();
      const [holds, pricing] = await Promise.all([
        basketHoldsOf(request),
        viewerPricingOf(request, detail.class.venueSlug, [detail.class]),
      ]);
      return withClassDetailPrice(withBasketClass(detail, holds), pricing);
    },
  });
}
