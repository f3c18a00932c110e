import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { logIn } from '../../lib/auth.ts';
import { requestStore, useRequestState } from '../../lib/request-state.ts';
import { systemStore, useSystem } from '../../lib/system-store.ts';
import { Button } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/close-icon.tsx';
import { toast } from '../../ui/toast/index.ts';
import styles from './login-modal.module.css';

export const loginFailureFallback = 'User signed out';

/** The server's message when it sent one (an error body), else 'User signed out'. */
export function loginFailureMessage(error: unknown): string {
  return isApiError(error) && error.code !== null && error.message ? error.message : loginFailureFallback;
}

/**
 * The login modal shell. A native modal dialog moves focus in and traps it; on close, focus goes
 * back to whatever opened it.
 */
export function LoginModal({ canRegister = true }: { canRegister?: boolean }) {
  const { loginModal } = useSystem();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { requesting } = useRequestState('login');
  const isOpen = loginModal === 'login';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!isOpen && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [isOpen]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '');
    const password = String(form.get('password') ?? '');
    try {
      await requestStore.track('login', () => logIn({ username, password }));
      systemStore.closeLoginModal();
    } catch (error) {
      toast.danger(loginFailureMessage(error));
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="login-heading"
      onClose={() => systemStore.closeLoginModal()}
    >
      {isOpen ? (
        <div className={styles.inner}>
          <div className={styles.top}>
            <h2 id="login-heading">Log in</h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close"
              onClick={() => systemStore.closeLoginModal()}
            >
              <CloseIcon />
            </button>
          </div>
          <form onSubmit={handleSubmit}>
            <div className={styles.field}>
              <label htmlFor="login-username">Email or membership reference</label>
              <input id="login-username" name="username" autoComplete="username" required />
            </div>
            <div className={styles.field}>
              <label htmlFor="login-password">Password</label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
            <Button type="submit" size="large" fullWidth data-testid="log-in" disabled={requesting}>
              {requesting ? 'Logging in…' : 'Log in'}
            </Button>
          </form>
          {canRegister ? (
            <p className={styles.register}>
              New here?{' '}
              <Link to="/register" onClick={() => systemStore.closeLoginModal()}>
                Create an account
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
