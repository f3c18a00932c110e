import { useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/page-environment.ts';
import { CloseIcon } from '../close-icon.tsx';
import { type Toast, toast as toastStore } from './toast-store.ts';
import styles from './toaster.module.css';

interface ToastControls {
  dismiss: (id: string) => void;
  pause: (id: string) => void;
  resume: (id: string) => void;
}

/** One toast; it stays open while the pointer is over it or focus is in it. */
function ToastItem({ item, controls }: { item: Toast; controls: ToastControls }) {
  const accent = item.colour ?? item.type;
  // Hover and focus each hold it open; it resumes only when neither does.
  const holders = useRef({ hover: false, focus: false });
  const hold = (kind: 'hover' | 'focus', isHeld: boolean) => {
    const wasHeld = holders.current.hover || holders.current.focus;
    holders.current[kind] = isHeld;
    const isNowHeld = holders.current.hover || holders.current.focus;
    if (isNowHeld && !wasHeld) controls.pause(item.id);
    if (!isNowHeld && wasHeld) controls.resume(item.id);
  };
  return (
    <li
      className={`${styles.toast} ${styles[accent] ?? ''}`}
      data-testid="notification-toast"
      data-type={item.type}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
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
      <button
        type="button"
        className={styles.close}
        onClick={() => controls.dismiss(item.id)}
        aria-label="Dismiss"
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * While toasts show, the page scrolls what takes focus clear of them (WCAG 2.4.11, with CSS
 * `scroll-padding-bottom` as technique C43 does for fixed bars): tabbing to a control behind a
 * toast scrolls it up above the toast. Answers the region's ref (a callback with its cleanup).
 */
function keepFocusClearOf(region: HTMLElement | null): (() => void) | undefined {
  if (!region || typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement;
  const update = () => {
    const hasToasts = region.querySelector('[data-testid="notification-toast"]') !== null;
    const covered = window.innerHeight - region.getBoundingClientRect().top;
    root.style.scrollPaddingBottom = hasToasts && covered > 0 ? `${Math.ceil(covered) + 8}px` : '';
  };
  const observer = new ResizeObserver(update);
  observer.observe(region);
  update();
  return () => {
    observer.disconnect();
    root.style.scrollPaddingBottom = '';
  };
}

/**
 * Toasts at the bottom of the window, never over the header's controls (toaster.module.css); each
 * stays open while hovered or focused. The two live regions stay mounted so screen readers
 * announce what is added to them: errors assertively, everything else politely.
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
    <section className={styles.region} aria-label="Notifications" ref={keepFocusClearOf}>
      {/* The live role sits on a wrapper: on the list itself it would hide the list semantics. */}
      <div role="alert" aria-live="assertive" aria-atomic="false">
        <ul className={styles.list}>
          {errors.map((item) => (
            <ToastItem key={item.id} item={item} controls={store} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite" aria-atomic="false">
        <ul className={styles.list}>
          {others.map((item) => (
            <ToastItem key={item.id} item={item} controls={store} />
          ))}
        </ul>
      </div>
    </section>,
    document.body,
  );
}
