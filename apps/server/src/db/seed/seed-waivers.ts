import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { activities, activityQuestions, clients } from '../schema/index.ts';
import type { ClientSeed } from './types.ts';

/**
 * A client's demo waiver texts and activity questions. Safe to run on every start: a waiver is
 * set only on an activity that has none, and a question is added only when its activity does not
 * ask it yet. A client that is not there is skipped.
 */
export async function seedClientWaivers(tx: Transaction, seed: ClientSeed): Promise<void> {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, seed.client.slug));
  if (!client) return;
  for (const waiver of seed.waivers ?? []) {
    await tx
      .update(activities)
      .set({ waiverText: waiver.text })
      .where(
        and(
          eq(activities.clientId, client.id),
          eq(activities.slug, waiver.activity),
          isNull(activities.waiverText),
        ),
      );
  }
  for (const [index, question] of (seed.activityQuestions ?? []).entries()) {
    await tx.execute(sql`insert into ${activityQuestions}
        (client_id, activity_id, question, kind, options, is_required, sort_order)
      select ${activities.clientId}, ${activities.id}, ${question.question}, ${question.kind},
        ${JSON.stringify(question.options)}::jsonb, ${question.isRequired}, ${index + 1}
      from ${activities}
      where ${activities.clientId} = ${client.id} and ${activities.slug} = ${question.activity}
        and not exists (
          select 1 from ${activityQuestions}
          where ${activityQuestions.clientId} = ${activities.clientId}
            and ${activityQuestions.activityId} = ${activities.id}
            and ${activityQuestions.question} = ${question.question})`);
  }
}
