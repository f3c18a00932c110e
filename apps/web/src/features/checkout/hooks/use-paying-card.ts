import type { OnlinePaymentSession } from '@leisure/contracts';
import { useState } from 'react';
import { type CardChoice, savedChoiceOf } from '../components/card-step.tsx';
import type { EnteredCard } from '../lib/card-message.ts';
import type { PayingCard } from '../lib/checkout-bodies.ts';

/**
 * Which card pays: a saved one (the newest, unless another is chosen) or the card just entered
 * in this session's card page. A card entered in an earlier session no longer counts.
 */
export function usePayingCard(session: OnlinePaymentSession | null) {
  const [picked, setChoice] = useState<CardChoice | null>(null);
  const [entered, setEntered] = useState<{ sessionKey: string; card: EnteredCard } | null>(null);
  const card = entered && session && entered.sessionKey === session.sessionKey ? entered.card : null;
  const savedCards = session?.savedCards ?? [];
  // A pick of a card this session no longer lists (removed meanwhile) falls back to the newest.
  const savedPick = savedCards.find((saved) => savedChoiceOf(saved) === picked);
  const savedCard = picked === 'new' ? undefined : (savedPick ?? savedCards[0]);
  const choice: CardChoice = savedCard ? savedChoiceOf(savedCard) : 'new';
  const payingCard: PayingCard | null = savedCard
    ? { kind: 'saved', savedCardId: savedCard.id }
    : card
      ? { kind: 'new', card }
      : null;
  const enterCard = (next: EnteredCard | null) =>
    setEntered(next && session ? { sessionKey: session.sessionKey, card: next } : null);
  return { choice, setChoice, card, enterCard, payingCard };
}

/** Why the card cannot pay yet, or null when it can. */
export function missingCardText(
  session: OnlinePaymentSession | null,
  isPreparing: boolean,
  card: PayingCard | null,
): string | null {
  if (card) return null;
  if (!session) {
    return isPreparing
      ? 'The card form is still loading. Please wait a moment.'
      : 'The card form could not be loaded. Choose Try again.';
  }
  return 'Check the card details above.';
}
