import type { CreditKind } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/index.ts';

export type CreditBalances = Record<CreditKind, number>;

/**
 * A customer's credit of each kind, in pence: the sum of their ledger rows (grants are positive,
 * uses and expiries negative). The basket shows it and caps what may be applied; checkout reads
 * it again in the transaction that spends it.
 */
export async function creditBalances(
  db: Database | Transaction,
  clientId: number,
  userId: number,
): Promise<CreditBalances> {
  const rows = await db
    .select({
      kind: creditLedger.kind,
      total: sql<number>`coalesce(sum(${creditLedger.amountPence}), 0)`.mapWith(Number),
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.clientId, clientId), eq(creditLedger.userId, userId)))
    .groupBy(creditLedger.kind);
  const balances: CreditBalances = { membership: 0, general: 0 };
  for (const row of rows) balances[row.kind] = row.total;
  return balances;
}
