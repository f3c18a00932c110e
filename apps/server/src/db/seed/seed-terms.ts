import { TermsUrl } from '@leisure/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { clients } from '../schema/index.ts';
import type { ClientSeed } from './types.ts';

/**
 * A client's terms address, checked with the contract's rule (https on a named host) before it
 * is stored; the database's `clients_terms_url` check refuses the rest.
 */
export function checkedTermsUrl(value: string | null | undefined): string | null {
  return value ? TermsUrl.parse(value) : null;
}

/**
 * Gives a demo client seeded before clients had terms addresses its address, once: a client
 * whose address is set already keeps it.
 */
export async function seedClientTermsUrl(tx: Transaction, seed: ClientSeed): Promise<void> {
  const termsUrl = checkedTermsUrl(seed.client.termsUrl);
  if (!termsUrl) return;
  await tx
    .update(clients)
    .set({ termsUrl })
    .where(and(eq(clients.slug, seed.client.slug), isNull(clients.termsUrl)));
}
