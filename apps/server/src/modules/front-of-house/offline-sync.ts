import type { OfflinePayment } from '@leisure/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { offlinePayments, users } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';

type Payment = z.output<typeof OfflinePayment>;

/**
 * Records the payments a desk took offline, each exactly once: the unique `offline_reference`
 * makes a repeated or concurrent sync answer `already_recorded` for what is already there. All
 * in one transaction: a bad line (an unknown customer) records nothing.
 */
export async function syncOfflinePayments(
  db: Database,
  input: { clientId: number; staffUserId: number; payments: Payment[] },
) {
  const { clientId } = input;
  const customerIds = [...new Set(input.payments.flatMap((payment) => payment.customer_id ?? []))];
  if (customerIds.length > 0) {
    const known = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, clientId), inArray(users.id, customerIds), eq(users.role, 'customer')));
    const knownIds = new Set(known.map((row) => row.id));
    const errors: Record<string, string[]> = {};
    input.payments.forEach((payment, index) => {
      if (payment.customer_id && !knownIds.has(payment.customer_id)) {
        errors[`payments.${index}.customer_id`] = ['Unknown customer.'];
      }
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }
  return db.transaction(async (tx) => {
    const results: { offlineReference: string; status: 'recorded' | 'already_recorded' }[] = [];
    for (const payment of input.payments) {
      const inserted = await tx
        .insert(offlinePayments)
        .values({
          clientId,
          offlineReference: payment.offline_reference,
          customerId: payment.customer_id ?? null,
          takenByUserId: input.staffUserId,
          tenderType: payment.tender_type,
          amountPence: payment.amount,
          description: payment.description,
          takenAt: new Date(payment.taken_at),
        })
        .onConflictDoNothing()
        .returning({ id: offlinePayments.id });
      results.push({
        offlineReference: payment.offline_reference,
        status: inserted.length === 1 ? 'recorded' : 'already_recorded',
      });
    }
    return { results };
  });
}
