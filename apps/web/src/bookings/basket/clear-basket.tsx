import { useState } from 'react';
import { clearSavedAttendees } from '../../features/attendees/index.ts';
import { useClearCart } from '../../features/cart/hooks/use-cart-mutations.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './basket.module.css';

/** The button that opened the dialog is gone with the basket: focus goes to the page's content. */
function focusMainContent() {
  setTimeout(() => document.getElementById('main')?.focus(), 0);
}

/**
 * 'Clear basket', confirmed in a dialog: every line goes, every place it held is released and the
 * attendees picked for its waivers are forgotten (spec section 4).
 */
export function ClearBasket({ lineCount }: { lineCount: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const clear = useClearCart();
  const close = () => setIsOpen(false);

  return (
    <>
      <Button variant="text" onClick={() => setIsOpen(true)}>
        Clear basket
      </Button>
      <Modal isOpen={isOpen} onClose={close} labelledBy="clear-basket-heading">
        <div className={styles.dialog} data-testid="confirmation-modal">
          <h2 id="clear-basket-heading">Clear your basket?</h2>
          <p>
            {lineCount === 1 ? 'The item' : `All ${lineCount} items`} will be removed and the places held for
            you released.
          </p>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close} data-autofocus>
              Keep my items
            </Button>
            <Button
              aria-disabled={clear.isPending || undefined}
              onClick={() => {
                if (clear.isPending) return;
                // Not mutate's own onSuccess: that is skipped once the emptied basket unmounts this.
                clear.mutateAsync().then(
                  () => {
                    clearSavedAttendees();
                    close();
                    focusMainContent();
                  },
                  () => {
                    // The failure toast is already shown; the basket and the dialog stay.
                  },
                );
              }}
            >
              {clear.isPending ? 'Clearing…' : 'Yes, clear basket'}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
