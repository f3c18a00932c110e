import { z } from 'zod';
import { onFirstUse } from '../../../lib/lazy-schema.ts';

/** What the sandbox's card page posts to the checkout once the shopper's card is accepted. */
const sandboxCardMessage = onFirstUse(() =>
  z.object({
    type: z.literal('sandbox-card'),
    cardIdentifier: z.string().min(1).max(200),
    brand: z.string().min(1).max(40),
    last4: z.string().regex(/^\d{4}$/),
  }),
);

export interface EnteredCard {
  cardIdentifier: string;
  brand: string;
  last4: string;
}

/**
 * The card in a message event, or null: only from this page's own origin (the card page is
 * served by the sandbox on the same host), only from the card frame, only the expected shape.
 */
export function readCardMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): EnteredCard | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.source || event.source !== expected.source) return null;
  const parsed = sandboxCardMessage().safeParse(event.data);
  if (!parsed.success) return null;
  const { cardIdentifier, brand, last4 } = parsed.data;
  return { cardIdentifier, brand, last4 };
}
