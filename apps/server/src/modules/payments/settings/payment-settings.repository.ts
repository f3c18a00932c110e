import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clientPaymentSettings } from '../../../db/schema/index.ts';

export type PaymentSettingsRow = typeof clientPaymentSettings.$inferSelect;
export type PaymentSettingsValues = Omit<
  typeof clientPaymentSettings.$inferInsert,
  'createdAt' | 'updatedAt'
>;

export async function findPaymentSettings(db: Db, clientId: number): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(clientPaymentSettings)
    .where(eq(clientPaymentSettings.clientId, clientId))
    .limit(1);
  return row;
}

/** Sets a client's settings (onboarding, a key change): one row per client, replaced whole. */
export async function savePaymentSettings(db: Db, values: PaymentSettingsValues): Promise<void> {
  const { clientId: _clientId, ...changes } = values;
  await db
    .insert(clientPaymentSettings)
    .values(values)
    .onConflictDoUpdate({
      target: clientPaymentSettings.clientId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export async function allPaymentSettings(db: Db): Promise<PaymentSettingsRow[]> {
  return db.select().from(clientPaymentSettings).orderBy(clientPaymentSettings.clientId);
}
