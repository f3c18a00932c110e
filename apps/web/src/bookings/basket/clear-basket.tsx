import { useState } from 'react';
import { useClearCart } from '../../features/cart/hooks/use-cart-mutations.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './basket.module.css';

/** The button that opened the dialog is gone with the basket: focus goes to the page's content. */
function focusMainContent() {
  setTimeout(() => document.getElementById('main')?.focus(), 0);
}

/** 'Clear basket', confirmed in a dialog: every line goes and every place it held is released. */
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
                clear.mutate(undefined, {
                  onSuccess: () => {
                    close();
                    focusMainContent();
                  },
                });
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
