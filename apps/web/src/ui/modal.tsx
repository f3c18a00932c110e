import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

/** The element holding the app; made inert while a modal is open (toasts live outside it). */
const appRootId = 'root';
let inertCount = 0;

function makeAppInert(): () => void {
  const root = document.getElementById(appRootId);
  inertCount += 1;
  if (root) root.inert = true;
  return () => {
    inertCount -= 1;
    if (root && inertCount === 0) root.inert = false;
  };
}

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** A centred dialog, or a drawer from the side. */
  placement?: 'centre' | 'side';
  id?: string;
  /** Where focus goes on close when not back to the opener (a dialog opened as the page loads). */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog outside the app root: the app behind it is inert, focus moves into it (to the
 * `data-autofocus` element, else the dialog) and back to the opener on close; Escape and a click on
 * the backdrop close it. Toasts stay above it and stay announced.
 */
export function Modal({
  isOpen,
  onClose,
  labelledBy,
  placement = 'centre',
  id,
  returnFocusTo,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocusTo);
  returnFocusRef.current = returnFocusTo;

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = makeAppInert();
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
      // After `release`: an element of the inert app cannot take focus.
      (returnFocusRef.current?.() ?? opener)?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return createPortal(
    // Clicking the backdrop is a mouse shortcut only: Escape and the close button do the same by keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control.
    <div
      className={`${styles.backdrop} ${placement === 'side' ? styles.side : ''}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`${styles.panel} ${placement === 'side' ? styles.sidePanel : styles.centrePanel}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
