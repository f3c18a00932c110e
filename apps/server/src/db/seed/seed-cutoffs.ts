import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { activities, clients } from '../schema/index.ts';
import type { ClientSeed } from './types.ts';

/** The column default: an activity still at it was never given a cutoff of its own. */
const DEFAULT_CUTOFF_HOURS = 24;

/**
 * The demo activities' cancellation cutoffs (48 hours for courts), for databases seeded before
 * cutoffs existed. Safe to run on every start: only an activity still at the default changes,
 * so a cutoff an operator set since is kept. A client that is not there is skipped.
 */
export async function seedClientCutoffs(tx: Transaction, seed: ClientSeed): Promise<void> {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, seed.client.slug));
  if (!client) return;
  for (const activity of seed.activities) {
    const hours = activity.cancellationCutoffHours;
    if (hours === undefined || hours === DEFAULT_CUTOFF_HOURS) continue;
    await tx
      .update(activities)
      .set({ cancellationCutoffHours: hours })
      .where(
        and(
          eq(activities.clientId, client.id),
          eq(activities.slug, activity.slug),
          sql`${activities.cancellationCutoffHours} = ${DEFAULT_CUTOFF_HOURS}`,
        ),
      );
  }
}
