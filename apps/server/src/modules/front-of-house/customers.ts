import { randomBytes } from 'node:crypto';
import type { CreateCustomerRequest, CustomerSummary } from '@leisure/contracts';
import { and, asc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users, venues } from '../../db/schema/index.ts';
import { accountEmail } from '../auth/account-email.ts';
import { createCustomerAccount } from '../auth/auth.service.ts';
import { reserveAttempt } from '../auth/rate-limit.ts';
import type { ClientRow } from '../clients/clients.repository.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

async function customerRows(
  db: Database,
  clientId: number,
  filters: (SQL | undefined)[],
): Promise<CustomerSummary[]> {
  const rows = await db
    .select({ user: users, homeVenueSlug: venues.slug })
    .from(users)
    .leftJoin(venues, and(eq(venues.clientId, users.clientId), eq(venues.id, users.homeVenueId)))
    .where(and(eq(users.clientId, clientId), eq(users.role, 'customer'), isNotNull(users.email), ...filters))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(20);
  return rows.map(({ user, homeVenueSlug }) => ({
    id: user.id,
    reference: user.reference,
    firstName: user.firstName,
    lastName: user.lastName,
    email: accountEmail(user),
    dateOfBirth: user.dateOfBirth,
    homeVenueSlug,
  }));
}

/** Customers whose name, email or reference contains every word of the query (case-insensitive), 20 at most. */
export async function searchCustomers(
  db: Database,
  clientId: number,
  query: string,
): Promise<CustomerSummary[]> {
  const words = query.split(/\s+/).filter(Boolean).slice(0, 4);
  const matches = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(users.reference, pattern),
    );
  });
  return customerRows(db, clientId, matches);
}

/**
 * A customer made at the desk. They get no password anyone knows (a random one, hashed); the
 * forgotten-password email lets them choose their own when they want to book online. The hash
 * is counted per address and runs through the hashing gate like every other (rate-limit.ts).
 */
export async function createCustomer(
  db: Database,
  client: ClientRow,
  body: z.output<typeof CreateCustomerRequest>,
  ip: string,
): Promise<CustomerSummary> {
  await reserveAttempt(db, { clientId: client.id, action: 'create_customer', ip });
  const password = { plain: randomBytes(32).toString('base64url'), ip };
  const userId = await createCustomerAccount(db, client, body, password);
  const [found] = await customerRows(db, client.id, [eq(users.id, userId)]);
  if (!found) throw new Error('created customer missing');
  return found;
}
