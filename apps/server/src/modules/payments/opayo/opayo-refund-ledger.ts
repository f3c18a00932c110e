import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { opayoRefunds } from '../../../db/schema/index.ts';

export interface OpayoRefundMade {
  refundId: string;
  amountPence: number;
}

/** Where the Opayo adapter keeps the refunds it made, per Opayo account (see `opayo_refunds`). */
export interface OpayoRefundLedger {
  refundOf(account: string, vendorTxCode: string): Promise<OpayoRefundMade | undefined>;
  record(
    account: string,
    refund: OpayoRefundMade & { vendorTxCode: string; paymentTransactionId: string },
  ): Promise<void>;
  refundedOf(account: string, paymentTransactionId: string): Promise<number>;
}

/** The ledger in the database: durable across restarts and shared by every server process. */
export function databaseRefundLedger(db: Db): OpayoRefundLedger {
  return {
    async refundOf(account, vendorTxCode) {
      const [row] = await db
        .select({ refundId: opayoRefunds.refundTransactionId, amountPence: opayoRefunds.amountPence })
        .from(opayoRefunds)
        .where(and(eq(opayoRefunds.account, account), eq(opayoRefunds.vendorTxCode, vendorTxCode)));
      return row;
    },
    async record(account, refund) {
      await db
        .insert(opayoRefunds)
        .values({
          account,
          vendorTxCode: refund.vendorTxCode,
          paymentTransactionId: refund.paymentTransactionId,
          refundTransactionId: refund.refundId,
          amountPence: refund.amountPence,
        })
        .onConflictDoNothing();
    },
    async refundedOf(account, paymentTransactionId) {
      const [row] = await db
        .select({ pence: sql<number>`coalesce(sum(${opayoRefunds.amountPence}), 0)::int` })
        .from(opayoRefunds)
        .where(
          and(eq(opayoRefunds.account, account), eq(opayoRefunds.paymentTransactionId, paymentTransactionId)),
        );
      return row?.pence ?? 0;
    },
  };
}
