import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/page-environment.ts';
import { CloseIcon } from '../close-icon.tsx';
import { type Toast, toast as toastStore } from './toast-store.ts';
import styles from './toaster.module.css';

function ToastItem({ item, onDismiss }: { item: Toast; onDismiss: (id: string) => void }) {
  const accent = item.colour ?? item.type;
  return (
    <li
      className={`${styles.toast} ${styles[accent] ?? ''}`}
      data-testid="notification-toast"
      data-type={item.type}
    >
      {item.type === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <div className={styles.body}>
        {item.component ?? (
          <>
            {item.title ? <strong className={styles.title}>{item.title}</strong> : null}
            {item.text}
          </>
        )}
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(item.id)} aria-label="Dismiss">
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * Top-right toasts. The two live regions stay mounted so screen readers announce what is
 * added to them: errors assertively, everything else politely.
 */
export function Toaster({ store = toastStore }: { store?: typeof toastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.list, store.list);
  const errors = toasts.filter((item) => item.type === 'danger');
  const others = toasts.filter((item) => item.type !== 'danger');
  // The regions go into the body, which the server does not render: the browser adds them once
  // it has hydrated the page.
  if (!useHydrated()) return null;
  // Outside the app root, so toasts stay reachable and announced while a modal makes the app inert.
  return createPortal(
    <section className={styles.region} aria-label="Notifications">
      {/* The live role sits on a wrapper: on the list itself it would hide the list semantics. */}
      <div role="alert" aria-live="assertive" aria-atomic="false">
        <ul className={styles.list}>
          {errors.map((item) => (
            <ToastItem key={item.id} item={item} onDismiss={store.dismiss} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite" aria-atomic="false">
        <ul className={styles.list}>
          {others.map((item) => (
            <ToastItem key={item.id} item={item} onDismiss={store.dismiss} />
          ))}
        </ul>
      </div>
    </section>,
    document.body,
  );
}
