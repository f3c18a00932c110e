import { type AccountWarning, formatMoney } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { customerMemberships, membershipCharges, paymentInstructions } from '../../db/schema/index.ts';

export interface BillingFacts {
  /** A live payment instruction (card on file or Direct Debit) pays their later months. */
  hasInstruction: boolean;
  /** A membership of theirs renews on a billing date (active, frozen or suspended, with a next payment day). */
  hasBillingDate: boolean;
  /** Renewals in arrears (after the last retry): how many and how much. */
  arrears: { count: number; pence: number };
}

/** What the logged-in user's flags and the dashboard say about their membership billing: one statement. */
export async function billingFactsOf(
  db: Db,
  who: { clientId: number; userId: number },
): Promise<BillingFacts> {
  const [row] = await rowsOf<{
    has_instruction: boolean;
    has_billing_date: boolean;
    count: number;
    pence: number;
  }>(
    db,
    sql`select
        exists (select 1 from ${paymentInstructions}
          where client_id = ${who.clientId} and user_id = ${who.userId} and status = 'active') as has_instruction,
        exists (select 1 from ${customerMemberships}
          where client_id = ${who.clientId} and user_id = ${who.userId}
            and status in ('active', 'frozen', 'suspended') and next_payment_on is not null) as has_billing_date,
        count(ch.id)::int as count, coalesce(sum(ch.amount_pence), 0)::int as pence
      from ${membershipCharges} ch
      where ch.client_id = ${who.clientId} and ch.user_id = ${who.userId} and ch.status = 'arrears'`,
  );
  return {
    hasInstruction: row?.has_instruction ?? false,
    hasBillingDate: row?.has_billing_date ?? false,
    arrears: { count: row?.count ?? 0, pence: row?.pence ?? 0 },
  };
}

/** The dashboard's warning of membership payments in arrears, when there are any. */
export function arrearsWarningsOf(facts: BillingFacts, currencySymbol: string): AccountWarning[] {
  if (facts.arrears.count === 0) return [];
  const total = formatMoney(facts.arrears.pence, currencySymbol);
  return [
    {
      kind: 'membership_arrears',
      message: `Your membership is suspended: ${total} of membership payments is overdue. Pay it to restore your membership.`,
      daysLeft: null,
    },
  ];
}
