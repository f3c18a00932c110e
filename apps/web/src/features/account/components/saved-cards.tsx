import type { SavedCard } from '@leisure/contracts';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useSavedCards } from '../hooks/use-saved-cards.ts';
import { savedCardExpiry, savedCardLabel } from '../lib/format.ts';
import styles from './account.module.css';
import { QueryView } from './account-states.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import paymentStyles from './payments.module.css';

function SavedCardRows({ cards, onRemove }: { cards: SavedCard[]; onRemove: (card: SavedCard) => void }) {
  return (
    <ul className={paymentStyles.credits} data-testid="saved-cards">
      {cards.map((card) => (
        <li key={card.id} className={paymentStyles.credit}>
          <div>
            <p className={styles.strong}>{savedCardLabel(card)}</p>
            <p className={styles.meta}>Expires {savedCardExpiry(card)}</p>
          </div>
          <Button variant="secondary" size="small" onClick={() => onRemove(card)}>
            Remove <span className="visually-hidden">{savedCardLabel(card)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The cards saved at checkout: brand, last 4 digits and expiry, each with Remove (asked once
 * more first). Removing takes the card off at the payment provider too.
 */
export function SavedCardsSection() {
  const { query, remove } = useSavedCards();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.section} aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        Saved cards
      </h2>
      <QueryView
        query={query}
        loadingLabel="Loading your saved cards"
        isEmpty={(list) => list.cards.length === 0}
        empty={
          <p className={styles.meta}>
            No saved cards. To save one, tick 'Save this card for next time' when you pay.
          </p>
        }
      >
        {(list) => <SavedCardRows cards={list.cards} onRemove={setRemoving} />}
      </QueryView>
      <ConfirmDialog
        isOpen={removing !== null}
        heading={removing ? `Remove ${savedCardLabel(removing)}?` : 'Remove this card?'}
        confirmLabel="Yes, remove it"
        pendingLabel="Removing…"
        keepLabel="Keep the card"
        isPending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutateAsync(removing.id).then(
            () => {
              setRemoving(null);
              setTimeout(() => heading.current?.focus(), 0);
            },
            () => {},
          );
        }}
      >
        <p>You will need to enter your card details the next time you pay. Your bookings stay as they are.</p>
      </ConfirmDialog>
    </section>
  );
}
