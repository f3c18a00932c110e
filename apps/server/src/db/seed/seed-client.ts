import { sanitiseFooterHtml } from '../../modules/venues/footer-sanitiser.ts';
import type { Transaction } from '../client.ts';
import {
  activities,
  activityVenues,
  clients,
  instructors,
  locations,
  membershipPlanDiscounts,
  membershipPlans,
  tags,
  themes,
  users,
  venues,
} from '../schema/index.ts';
import { venueFooterHtml } from './footer.ts';
import { type ClientRefs, lookup } from './refs.ts';
import { checkedTermsUrl } from './seed-terms.ts';
import { seedTimetable } from './seed-timetable.ts';
import type { ClientSeed, UserSeed } from './types.ts';
import { addDaysToDay, dayInZone } from './zoned-time.ts';

/** Inserts one client with its whole catalogue; `passwordHashes` maps each user seed to its hash. */
export async function seedClient(
  tx: Transaction,
  seed: ClientSeed,
  options: { today: Date; passwordHashes: ReadonlyMap<UserSeed, string> },
): Promise<void> {
  const zone = seed.client.timezone ?? 'Europe/London';
  const today = dayInZone(options.today, zone);
  const { migrationInDays, ...clientFields } = seed.client;
  const migrationDate = migrationInDays === null ? null : addDaysToDay(today, migrationInDays, zone);
  const [client] = await tx
    .insert(clients)
    .values({ ...clientFields, migrationDate, termsUrl: checkedTermsUrl(clientFields.termsUrl) })
    .returning({ id: clients.id });
  if (!client) throw new Error(`Client ${seed.client.slug} was not created`);
  const clientId = client.id;
  await tx.insert(themes).values({ ...seed.theme, clientId });

  const venueIds = await insertVenues(tx, seed, { clientId, today, zone });
  const refs: ClientRefs = {
    clientId,
    slug: seed.client.slug,
    zone,
    today,
    venueIds,
    locations: await insertLocations(tx, seed, clientId, venueIds),
    activityIds: await insertActivities(tx, seed, clientId, venueIds),
    instructorIds: new Map(),
    tagIds: new Map(),
  };
  if (seed.instructors.length > 0) {
    const rows = await tx
      .insert(instructors)
      .values(seed.instructors.map((instructor) => ({ ...instructor, clientId })))
      .returning({ id: instructors.id, firstName: instructors.firstName });
    refs.instructorIds = new Map(rows.map((row) => [row.firstName, row.id]));
  }
  if (seed.tags.length > 0) {
    const rows = await tx
      .insert(tags)
      .values(seed.tags.map((tag) => ({ ...tag, clientId })))
      .returning({ id: tags.id, slug: tags.slug });
    refs.tagIds = new Map(rows.map((row) => [row.slug, row.id]));
  }
  await seedTimetable(tx, seed, refs);
  await insertPlans(tx, seed, refs);
  await insertUsers(tx, seed.users, refs, options.passwordHashes);
}

async function insertVenues(
  tx: Transaction,
  seed: ClientSeed,
  context: { clientId: number; today: string; zone: string },
): Promise<Map<string, number>> {
  const migrationDates = {
    past: addDaysToDay(context.today, -30, context.zone),
    future: addDaysToDay(context.today, 7, context.zone),
    client: null,
  };
  const rows = await tx
    .insert(venues)
    .values(
      seed.venues.map((venue, index) => {
        const { migration, hours: _hours, locations: _locations, theme: _theme, ...fields } = venue;
        return {
          ...fields,
          clientId: context.clientId,
          migrationDate: migrationDates[migration],
          footerHtml: sanitiseFooterHtml(venueFooterHtml(venue, seed.website)),
          sortOrder: index + 1,
        };
      }),
    )
    .returning({ id: venues.id, slug: venues.slug });
  const venueIds = new Map(rows.map((row) => [row.slug, row.id]));
  const venueThemes = seed.venues.flatMap((venue) =>
    venue.theme
      ? [{ ...venue.theme, clientId: context.clientId, venueId: lookup(venueIds, venue.slug, 'venue') }]
      : [],
  );
  if (venueThemes.length > 0) await tx.insert(themes).values(venueThemes);
  return venueIds;
}

async function insertLocations(
  tx: Transaction,
  seed: ClientSeed,
  clientId: number,
  venueIds: Map<string, number>,
): Promise<ClientRefs['locations']> {
  const rows = seed.venues.flatMap((venue) =>
    venue.locations.map((location, index) => ({
      ...location,
      clientId,
      venueId: lookup(venueIds, venue.slug, 'venue'),
      sortOrder: index + 1,
    })),
  );
  if (rows.length === 0) return [];
  return tx.insert(locations).values(rows).returning({
    id: locations.id,
    venueId: locations.venueId,
    name: locations.name,
    kind: locations.kind,
  });
}

/** Roots first, so children can point at them; a root is offered wherever a child is. */
async function insertActivities(
  tx: Transaction,
  seed: ClientSeed,
  clientId: number,
  venueIds: Map<string, number>,
): Promise<Map<string, number>> {
  const activityIds = new Map<string, number>();
  const roots = seed.activities.filter((activity) => !activity.parent);
  const children = seed.activities.filter((activity) => activity.parent);
  for (const generation of [roots, children]) {
    if (generation.length === 0) continue;
    const rows = await tx
      .insert(activities)
      .values(
        generation.map(({ venues: _venues, parent, cancellationCutoffHours, ...activity }, index) => ({
          ...activity,
          clientId,
          parentId: parent ? lookup(activityIds, parent, 'parent activity') : null,
          sortOrder: index + 1,
          // Unset keeps the column default (24 hours).
          ...(cancellationCutoffHours === undefined ? {} : { cancellationCutoffHours }),
        })),
      )
      .returning({ id: activities.id, slug: activities.slug });
    for (const row of rows) activityIds.set(row.slug, row.id);
  }
  const offered = new Set<string>();
  for (const activity of seed.activities) {
    for (const venue of activity.venues) {
      offered.add(`${activity.slug}|${venue}`);
      if (activity.parent) offered.add(`${activity.parent}|${venue}`);
    }
  }
  const links = [...offered].map((key) => {
    const [activity = '', venue = ''] = key.split('|');
    return {
      clientId,
      activityId: lookup(activityIds, activity, 'activity'),
      venueId: lookup(venueIds, venue, 'venue'),
    };
  });
  if (links.length > 0) await tx.insert(activityVenues).values(links);
  return activityIds;
}

async function insertPlans(tx: Transaction, seed: ClientSeed, refs: ClientRefs): Promise<void> {
  if (seed.plans.length === 0) return;
  const rows = await tx
    .insert(membershipPlans)
    .values(
      seed.plans.map(({ discounts: _discounts, venue, ...plan }, index) => ({
        ...plan,
        clientId: refs.clientId,
        venueId: venue ? lookup(refs.venueIds, venue, 'venue') : null,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: membershipPlans.id, slug: membershipPlans.slug });
  const planIds = new Map(rows.map((row) => [row.slug, row.id]));
  const discounts = seed.plans.flatMap((plan) =>
    plan.discounts.flatMap((discount) =>
      discount.activities.map((activity) => ({
        clientId: refs.clientId,
        planId: lookup(planIds, plan.slug, 'plan'),
        activityId: lookup(refs.activityIds, activity, 'activity'),
        percentOff: discount.percentOff,
      })),
    ),
  );
  if (discounts.length > 0) await tx.insert(membershipPlanDiscounts).values(discounts);
}

async function insertUsers(
  tx: Transaction,
  seedUsers: readonly UserSeed[],
  refs: ClientRefs,
  passwordHashes: ReadonlyMap<UserSeed, string>,
): Promise<void> {
  if (seedUsers.length === 0) return;
  const hashOf = (user: UserSeed) => {
    const hash = passwordHashes.get(user);
    if (!hash) throw new Error(`No password hash for ${user.email}`);
    return hash;
  };
  await tx.insert(users).values(
    seedUsers.map((user) => ({
      clientId: refs.clientId,
      reference: user.reference,
      email: user.email.toLowerCase(),
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash: hashOf(user),
      role: user.role,
      homeVenueId: user.homeVenue ? lookup(refs.venueIds, user.homeVenue, 'venue') : null,
      dateOfBirth: user.dateOfBirth ?? null,
      phone: user.phone ?? null,
    })),
  );
}
