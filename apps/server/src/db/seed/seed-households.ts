import { and, eq } from 'drizzle-orm';
import { insertCustomer } from '../../modules/auth/auth.repository.ts';
import type { Transaction } from '../client.ts';
import { clients, householdLinks, users } from '../schema/index.ts';

/** The demo customer's children (decision 40): their age today, so the demo never grows up. */
const demoChildren = [
  { firstName: 'Ella', age: 6, medicalNotes: 'Mild asthma: has an inhaler in her bag.' },
  { firstName: 'Sam', age: 11, medicalNotes: null },
] as const;

/** `today` less `years` and three months: a birthday `years` years old, not near today. */
function bornYearsBefore(today: Date, years: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() - 3, 15));
  return day.toISOString().slice(0, 10);
}

/**
 * Gives the demo customer (customer@demo.test) two children, aged 6 and 11, once: nothing is
 * added when they have any dependant already, or when the demo client is not there.
 */
export async function seedDemoHousehold(tx: Transaction, today: Date): Promise<void> {
  const [holder] = await tx
    .select({ id: users.id, clientId: users.clientId, slug: clients.slug, lastName: users.lastName })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(clients.slug, 'demo'), eq(users.email, 'customer@demo.test')))
    .limit(1);
  if (!holder) return;
  const [existing] = await tx
    .select({ id: householdLinks.id })
    .from(householdLinks)
    .where(and(eq(householdLinks.clientId, holder.clientId), eq(householdLinks.holderUserId, holder.id)))
    .limit(1);
  if (existing) return;
  for (const child of demoChildren) {
    const memberUserId = await insertCustomer(tx, {
      clientId: holder.clientId,
      clientSlug: holder.slug,
      email: null,
      passwordHash: null,
      firstName: child.firstName,
      lastName: holder.lastName,
      homeVenueId: null,
      dateOfBirth: bornYearsBefore(today, child.age),
      phone: null,
    });
    await tx.insert(householdLinks).values({
      clientId: holder.clientId,
      holderUserId: holder.id,
      memberUserId,
      kind: 'dependant',
      status: 'accepted',
      medicalNotes: child.medicalNotes,
      emergencyContact: null,
    });
  }
}
