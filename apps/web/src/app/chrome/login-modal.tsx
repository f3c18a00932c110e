import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { logIn } from '../../lib/auth.ts';
import { requestStore, useRequestState } from '../../lib/request-state.ts';
import { systemStore, useSystem } from '../../lib/system-store.ts';
import { Button } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/close-icon.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast/index.ts';
import styles from './login-modal.module.css';

export const loginFailureFallback = 'User signed out';

/** The server's message when it sent one (an error body), else 'User signed out'. */
export function loginFailureMessage(error: unknown): string {
  return isApiError(error) && error.code !== null && error.message ? error.message : loginFailureFallback;
}

/** The login modal shell: username, password, and the server's answer as a toast on failure. */
export function LoginModal({ canRegister = true }: { canRegister?: boolean }) {
  const { loginModal } = useSystem();
  const { requesting } = useRequestState('login');

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
    <Modal
      isOpen={loginModal === 'login'}
      onClose={() => systemStore.closeLoginModal()}
      labelledBy="login-heading"
    >
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
            <input id="login-username" name="username" autoComplete="username" required data-autofocus />
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
    </Modal>
  );
}
