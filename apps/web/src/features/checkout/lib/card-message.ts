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

/** Whether the card frame answered a request for the card with errors (shown in the frame). */
export function isCardRefusal(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): boolean {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'sandbox-card-refused'
  );
}

/** How long Pay waits for the card page to check the card. */
export const cardRequestTimeoutMs = 20_000;

/**
 * Asks the card page in `frame` for the card typed into it (Pay is the only step): resolves with
 * the card it accepted, or null when it showed errors in its fields, or did not answer in time.
 */
export function requestCard(
  frame: HTMLIFrameElement,
  timeoutMs = cardRequestTimeoutMs,
): Promise<EnteredCard | null> {
  const target = frame.contentWindow;
  if (!target) return Promise.resolve(null);
  const expected = { origin: window.location.origin, source: target };
  return new Promise((resolve) => {
    const finish = (card: EnteredCard | null) => {
      window.removeEventListener('message', listener);
      window.clearTimeout(timer);
      resolve(card);
    };
    const listener = (event: MessageEvent) => {
      const card = readCardMessage(event, expected);
      if (card) finish(card);
      else if (isCardRefusal(event, expected)) finish(null);
    };
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    window.addEventListener('message', listener);
    target.postMessage({ type: 'sandbox-card-request' }, window.location.origin);
  });
}
