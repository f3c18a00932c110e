import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Database } from '../client.ts';
import { clients, users, venues } from '../schema/index.ts';
import { closedClient } from './data/closed.ts';
import { DEMO_CLIENT_SLUG, demoClient } from './data/demo.ts';
import { riversideClient } from './data/riverside.ts';
import { seedClientBilling } from './seed-billing.ts';
import { seedClient } from './seed-client.ts';
import { seedDemoCompliance } from './seed-compliance.ts';
import { seedClientCutoffs } from './seed-cutoffs.ts';
import { seedDemoHousehold } from './seed-households.ts';
import { seedClientMemberships } from './seed-memberships.ts';
import { seedClientMoney } from './seed-money.ts';
import { seedClientTermsUrl } from './seed-terms.ts';
import { seedClientWaivers } from './seed-waivers.ts';
import type { ClientSeed, UserSeed } from './types.ts';

export interface DemoLogin {
  label: string;
  username: string;
  password: string;
}

export interface SeedResult {
  created: boolean;
  /** The demo accounts, returned whether or not this call created them. */
  logins: DemoLogin[];
}

const demoClients: readonly ClientSeed[] = [demoClient, riversideClient, closedClient];

/**
 * Seeds the demo operators (demo, riverside, closed) with a timetable for the 14 days from
 * `today`, in one transaction. Does not seed them again when the demo client exists already
 * (only adds demo codes, credit, waivers and activity questions still missing); callers that
 * may run at once (several server processes) hold the database-wide lock around it.
 */
export async function seedDemoData(db: Database, options: { today?: Date } = {}): Promise<SeedResult> {
  const today = options.today ?? new Date();
  const logins = demoLogins();
  const created = (await isSeeded(db)) ? false : await seedClients(db, today);
  // Demo users, codes, credit, waivers, activity questions, cancellation cutoffs, benefits,
  // packages, memberships, members' cards and billing, and terms addresses came after the first demo databases: added to those too, once.
  if (!created) await addMissingUsers(db);
  await db.transaction(async (tx) => {
    for (const seed of demoClients) await seedClientMoney(tx, seed);
    for (const seed of demoClients) await seedClientWaivers(tx, seed);
    for (const seed of demoClients) await seedClientCutoffs(tx, seed);
    for (const seed of demoClients) await seedClientMemberships(tx, seed, today);
    for (const seed of demoClients) await seedClientBilling(tx, seed, today);
    for (const seed of demoClients) await seedClientTermsUrl(tx, seed);
    await seedDemoCompliance(tx);
    await seedDemoHousehold(tx, today);
  });
  return { created, logins };
}

async function seedClients(db: Database, today: Date): Promise<boolean> {
  // Hashing is deliberately slow, so it happens before the transaction opens.
  const passwordHashes = await hashSeedPasswords(demoClients.flatMap((seed) => seed.users));
  return db.transaction(async (tx) => {
    if (await isSeeded(tx)) return false;
    for (const seed of demoClients) await seedClient(tx, seed, { today, passwordHashes });
    return true;
  });
}

async function isSeeded(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, DEMO_CLIENT_SLUG))
    .limit(1);
  return rows.length > 0;
}

/** Demo users added to the seed since a database was first seeded. */
async function addMissingUsers(db: Database): Promise<void> {
  for (const seed of demoClients) {
    const emails = seed.users.map((user) => user.email.toLowerCase());
    if (emails.length === 0) continue;
    const existing = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(and(eq(clients.slug, seed.client.slug), inArray(users.email, emails)));
    const known = new Set(existing.map((row) => row.email));
    const missing = seed.users.filter((user) => !known.has(user.email.toLowerCase()));
    if (missing.length === 0) continue;
    const hashes = await hashSeedPasswords(missing);
    await db.transaction(async (tx) => {
      for (const user of missing) {
        await tx.execute(sql`insert into ${users}
            (client_id, reference, email, first_name, last_name, password_hash, role, home_venue_id,
             date_of_birth, phone)
          select c.id, ${user.reference}, ${user.email.toLowerCase()}, ${user.firstName}, ${user.lastName},
            ${hashes.get(user)}, ${user.role},
            (select v.id from ${venues} v where v.client_id = c.id and v.slug = ${user.homeVenue ?? null}),
            ${user.dateOfBirth ?? null}::date, ${user.phone ?? null}
          from ${clients} c where c.slug = ${seed.client.slug}
          on conflict do nothing`);
      }
    });
  }
}

function demoLogins(): DemoLogin[] {
  return demoClients.flatMap((seed) =>
    seed.users.flatMap((user) =>
      user.loginLabel ? [{ label: user.loginLabel, username: user.email, password: user.password }] : [],
    ),
  );
}

/**
 * Each password is hashed once per process (tests seed many databases); two at a time,
 * since each scrypt call holds 128 MiB.
 */
const hashCache = new Map<string, Promise<string>>();

async function hashSeedPasswords(seedUsers: readonly UserSeed[]): Promise<Map<UserSeed, string>> {
  const hashes = new Map<UserSeed, string>();
  for (let start = 0; start < seedUsers.length; start += 2) {
    const pair = seedUsers.slice(start, start + 2);
    await Promise.all(
      pair.map(async (user) => {
        let hash = hashCache.get(user.password);
        if (!hash) {
          hash = hashPassword(user.password);
          hashCache.set(user.password, hash);
          hash.catch(() => hashCache.delete(user.password));
        }
        hashes.set(user, await hash);
      }),
    );
  }
  return hashes;
}
