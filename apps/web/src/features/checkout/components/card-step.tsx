import type { OnlinePaymentSession, SavedCard } from '@leisure/contracts';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/form/index.ts';
import { useCardMessage } from '../hooks/use-card-message.ts';
import { useFrameHeight } from '../hooks/use-frame-height.ts';
import type { EnteredCard } from '../lib/card-message.ts';
import type { CardReader } from '../lib/provider-card.ts';
import { CardFormLoading, CardFormProblem } from './card-loading.tsx';
import styles from './checkout.module.css';

// Each processor's card fields (and its SDK) load only when the session names that processor.
const StripeCardFields = lazy(() => import('./stripe-card-fields.tsx'));
const OpayoCardFields = lazy(() => import('./opayo-card-fields.tsx'));

import { type Choice, ChoiceGroup } from './choice-group.tsx';

/** A saved card (`card-{id}`) or a new one typed in. */
export type CardChoice = `card-${number}` | 'new';
export const savedChoiceOf = (card: Pick<SavedCard, 'id'>): CardChoice => `card-${card.id}`;

/** 'Visa ending 4242'. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`;

/** '12/30'. */
export const expiryOf = (card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;

export const cardErrorId = 'checkout-card-error';

interface CardStepProps {
  session: OnlinePaymentSession | null;
  isPreparing: boolean;
  choice: CardChoice;
  onChoiceChange: (choice: CardChoice) => void;
  card: EnteredCard | null;
  onCard: (card: EnteredCard | null) => void;
  error: string | undefined;
  onRetry: () => void;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Stripe's or Opayo's mounted card fields, which Pay asks for the card. */
  readerRef: RefObject<CardReader | null>;
}

function SavedCardChoice({
  cards,
  choice,
  onChoiceChange,
}: { cards: readonly SavedCard[] } & Pick<CardStepProps, 'choice' | 'onChoiceChange'>) {
  const choices: readonly Choice<CardChoice>[] = [
    ...cards.map((card) => ({
      value: savedChoiceOf(card),
      label: (
        <>
          Pay with {cardLabel(card)} <span className={styles.muted}>(expires {expiryOf(card)})</span>
        </>
      ),
    })),
    { value: 'new', label: 'Use a new card' },
  ];
  return (
    <ChoiceGroup
      legend="Card to pay with"
      isLegendHidden
      name="card_choice"
      choices={choices}
      value={choice}
      onChange={onChoiceChange}
    />
  );
}

/** The hosted card page in a frame: card numbers go to the processor, never to this app. */
function CardFrame({
  url,
  frameRef,
  error,
}: {
  url: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  error: string | undefined;
}) {
  const { height, onLoad } = useFrameHeight(560);
  return (
    <iframe
      ref={frameRef}
      src={url}
      title="Card details"
      className={styles.frame}
      style={{ height }}
      onLoad={onLoad}
      aria-describedby={error ? cardErrorId : undefined}
      data-testid="card-frame"
    />
  );
}

function EnteredCardSummary({ card, onChange }: { card: EnteredCard; onChange: () => void }) {
  const summary = useRef<HTMLParagraphElement>(null);
  // The card page has closed: the shopper carries on from here.
  useEffect(() => summary.current?.focus(), []);
  return (
    <div className={styles.enteredCard}>
      <p ref={summary} tabIndex={-1} className={styles.enteredCardText} data-testid="entered-card">
        {cardLabel(card)} will be charged.
      </p>
      <Button variant="secondary" size="small" onClick={onChange}>
        Use a different card
      </Button>
    </div>
  );
}

/** The card step: the saved cards, or the card page (then the card it accepted). */
export function CardStep(props: CardStepProps) {
  const { session, isPreparing, choice, card, onCard, error, onRetry, frameRef, readerRef } = props;
  const [frameVersion, setFrameVersion] = useState(0);
  useCardMessage(frameRef, onCard);
  const saved = session?.savedCards ?? [];
  const isNewCard = choice === 'new' || saved.length === 0;

  if (!session) return isPreparing ? <CardFormLoading /> : <CardFormProblem onRetry={onRetry} />;
  const isSandbox = session.paymentProvider === 'sandbox';
  const describedBy = error ? cardErrorId : undefined;

  return (
    <>
      {saved.length > 0 ? (
        <SavedCardChoice cards={saved} choice={choice} onChoiceChange={props.onChoiceChange} />
      ) : null}
      {error ? (
        <p id={cardErrorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {isNewCard && !isSandbox ? (
        <Suspense fallback={<CardFormLoading />}>
          {session.paymentProvider === 'stripe' ? (
            <StripeCardFields session={session} readerRef={readerRef} describedBy={describedBy} />
          ) : (
            <OpayoCardFields session={session} readerRef={readerRef} describedBy={describedBy} />
          )}
        </Suspense>
      ) : null}
      {isSandbox && isNewCard && card ? (
        <EnteredCardSummary
          card={card}
          onChange={() => {
            onCard(null);
            setFrameVersion((version) => version + 1);
          }}
        />
      ) : null}
      {isSandbox && isNewCard && !card && session.url ? (
        <CardFrame
          key={`${session.sessionKey}:${frameVersion}`}
          url={session.url}
          frameRef={frameRef}
          error={error}
        />
      ) : null}
      {isSandbox && isNewCard && !card && !session.url ? <CardFormProblem onRetry={onRetry} /> : null}
      {isNewCard ? (
        <CheckboxField
          id="checkout-save-card"
          name="save_card"
          label="Save this card for next time"
          hint="We keep only the card's type, last 4 digits and expiry date. You can remove it in My account."
        />
      ) : null}
    </>
  );
}
