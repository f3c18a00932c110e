import type { ReactNode } from 'react';
import { CloseIcon } from './close-icon.tsx';
import styles from './dialog-top.module.css';

interface DialogTopProps {
  /** The heading's id: the dialog's `labelledBy`. */
  headingId: string;
  children: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  /** The dialog's own spacing and heading size. */
  className?: string;
}

/** A dialog's first row: its heading, which names the dialog, and a button that closes it. */
export function DialogTop({ headingId, children, onClose, closeLabel = 'Close', className }: DialogTopProps) {
  return (
    <div className={className ? `${styles.top} ${className}` : styles.top}>
      <h2 id={headingId}>{children}</h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
