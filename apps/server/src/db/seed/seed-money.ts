import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { clients, creditLedger, discountCodes, users } from '../schema/index.ts';
import type { ClientSeed } from './types.ts';

/**
 * A client's demo discount codes and customer credit. Safe to run on every start: a code that
 * exists is left as it is, and a credit grant is added only when the customer has no ledger row
 * with its reason (so credit spent is not granted again). A client that is not there is skipped.
 */
export async function seedClientMoney(tx: Transaction, seed: ClientSeed): Promise<void> {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, seed.client.slug));
  if (!client) return;
  const codes = seed.discountCodes ?? [];
  if (codes.length > 0) {
    await tx
      .insert(discountCodes)
      .values(codes.map((code) => ({ ...code, code: code.code.toUpperCase(), clientId: client.id })))
      .onConflictDoNothing({ target: [discountCodes.clientId, discountCodes.code] });
  }
  for (const grant of seed.credits ?? []) {
    await tx.execute(sql`insert into ${creditLedger} (client_id, user_id, kind, amount_pence, reason)
      select ${users.clientId}, ${users.id}, ${grant.kind}, ${grant.amountPence}, ${grant.reason}
      from ${users}
      where ${users.clientId} = ${client.id} and ${users.email} = ${grant.email.toLowerCase()}
        and not exists (
          select 1 from ${creditLedger}
          where ${creditLedger.clientId} = ${users.clientId} and ${creditLedger.userId} = ${users.id}
            and ${creditLedger.reason} = ${grant.reason})`);
  }
}
