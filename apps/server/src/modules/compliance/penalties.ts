import { type AccountPenalties, type AccountPenalty, priceOf } from '@leisure/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { customerPenalties } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';

type PenaltyRow = typeof customerPenalties.$inferSelect;

/** How many penalties the account lists, newest first. */
export const PENALTIES_LIMIT = 200;

export function toAccountPenalty(row: PenaltyRow, currencySymbol: string): AccountPenalty {
  return {
    id: row.id,
    reason: row.reason,
    description: row.description,
    amount: priceOf(row.amountPence, currencySymbol),
    isOutstanding: row.settledAt === null,
    settledAt: row.settledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A customer's penalties, outstanding and settled, newest first, with what is still owed. */
export async function penaltiesOf(
  db: Db,
  customer: { clientId: number; userId: number; currencySymbol: string },
): Promise<AccountPenalties> {
  const rows = await db
    .select()
    .from(customerPenalties)
    .where(
      and(eq(customerPenalties.clientId, customer.clientId), eq(customerPenalties.userId, customer.userId)),
    )
    .orderBy(desc(customerPenalties.createdAt), desc(customerPenalties.id))
    .limit(PENALTIES_LIMIT);
  // Counted apart from the (limited) list, so a long history never hides what is owed.
  const [owed] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${customerPenalties.amountPence}), 0)`.mapWith(Number),
    })
    .from(customerPenalties)
    .where(
      and(
        eq(customerPenalties.clientId, customer.clientId),
        eq(customerPenalties.userId, customer.userId),
        sql`${customerPenalties.settledAt} is null`,
      ),
    );
  return {
    outstanding: {
      count: owed?.count ?? 0,
      total: priceOf(owed?.total ?? 0, customer.currencySymbol),
    },
    penalties: rows.map((row) => toAccountPenalty(row, customer.currencySymbol)),
  };
}

/**
 * Marks one of a customer's penalties as paid at the desk. The row is locked first, so two desks
 * settling it at once settle it once: the second gets 409. Another customer's penalty (or another
 * client's) is 404.
 */
export async function settlePenalty(
  db: Database,
  input: { clientId: number; userId: number; penaltyId: number; currencySymbol: string },
): Promise<AccountPenalty> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(customerPenalties)
      .where(
        and(
          eq(customerPenalties.clientId, input.clientId),
          eq(customerPenalties.id, input.penaltyId),
          eq(customerPenalties.userId, input.userId),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    if (row.settledAt !== null) {
      throw new AppError({
        statusCode: 409,
        code: 'conflict',
        message: 'This penalty has already been settled.',
      });
    }
    const [settled] = await tx
      .update(customerPenalties)
      .set({ settledAt: new Date() })
      .where(and(eq(customerPenalties.clientId, input.clientId), eq(customerPenalties.id, row.id)))
      .returning();
    if (!settled) throw new Error('settled penalty missing');
    return toAccountPenalty(settled, input.currencySymbol);
  });
}
