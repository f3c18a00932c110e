import { type ReactNode, useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import styles from '../../../ui/dialog-layout.module.css';
import { Modal } from '../../../ui/modal.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  heading: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The shared confirmation modal (the basket's Clear basket one, `ui/modal`): the safe choice has
 * the focus; while the change is sent the confirm button says so and does nothing more.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const headingId = useId();
  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} labelledBy={headingId}>
      <div className={styles.dialog} data-testid="confirmation-modal">
        <h2 id={headingId}>{props.heading}</h2>
        {props.children}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onClose} data-autofocus>
            {props.keepLabel}
          </Button>
          <Button
            aria-disabled={props.isPending || undefined}
            onClick={() => {
              if (!props.isPending) props.onConfirm();
            }}
          >
            {props.isPending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
