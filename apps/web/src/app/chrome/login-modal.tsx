import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError, statusMessages } from '../../lib/api.ts';
import { useAppContext } from '../../lib/app-context.ts';
import {
  authUserQueryKey,
  logIn,
  readIsLoggedIn,
  requestPasswordReset,
  resetPassword,
} from '../../lib/auth.ts';
import { forgottenPasswordForm, loginForm, resetPasswordForm } from '../../lib/form-validation.ts';
import { requestStore, useRequestState } from '../../lib/request-state.ts';
import { isInFrame, type LoginModalType, systemStore, useSystem } from '../../lib/system-store.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { DialogTop } from '../../ui/dialog-top.tsx';
import { TextField, useFormErrors } from '../../ui/form/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast/index.ts';
import { ChromeLink, useChromeLinks } from './chrome-links.tsx';
import { resetTokenParam } from './lazy-login-modal.tsx';
import styles from './login-modal.module.css';

export const loginFailureFallback = 'User signed out';

/** The server's message when it sent one (an error body), else 'User signed out'. */
export function loginFailureMessage(error: unknown): string {
  return isApiError(error) && error.code !== null && error.message ? error.message : loginFailureFallback;
}

/** A failed password call: the server's message when it sent one, else the generic text. */
function serverMessage(error: unknown): string {
  return isApiError(error) && error.code !== null && error.message ? error.message : statusMessages.generic;
}

const headings: Record<LoginModalType, string> = {
  login: 'Log in',
  'forgotten-password': 'Forgotten your password?',
  'reset-password': 'Choose a new password',
};

/**
 * Reads `reset_token` from the URL once: keeps it, opens the reset-password modal, and takes it
 * off the URL (replace, so the token stays out of the history too).
 */
function useResetToken(): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token, setToken] = useState<string | null>(null);
  const fromUrl = searchParams.get(resetTokenParam);
  useEffect(() => {
    if (!fromUrl) return;
    setToken(fromUrl);
    systemStore.openLoginModal('reset-password');
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(resetTokenParam);
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, setSearchParams]);
  return token;
}

/**
 * This page, opened on its own (not inside the operator's site): what a browser that refuses
 * cookies to embedded pages, partitioned ones too, can still log in and book in.
 */
function topLevelUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('embedded');
  return url.toString();
}

/** Logged in, but the browser dropped the cookies of this embedded page (docs/embedding.md). */
function EmbeddedLoginBlocked() {
  return (
    <div data-testid="embedded-login-blocked">
      <p className={styles.intro}>
        Your browser does not let this booking page keep you logged in inside another website. Carry on in a
        new window: you can log in and book there.
      </p>
      <a
        href={topLevelUrl()}
        target="_blank"
        rel="noopener"
        className={buttonClassName({ size: 'large', fullWidth: true })}
        onClick={() => systemStore.closeLoginModal()}
        data-autofocus
      >
        Open in a new window
      </a>
    </div>
  );
}

function LoginForm() {
  const queryClient = useQueryClient();
  const { client } = useAppContext();
  const [isBlocked, setIsBlocked] = useState(false);
  const links = useChromeLinks();
  const { requesting } = useRequestState('login');
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(loginForm);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const credentials = validateForm(form);
    if (!credentials) return;
    try {
      const user = await requestStore.track('login', () => logIn(credentials));
      if (isInFrame() && !readIsLoggedIn(client.clientId)) {
        setIsBlocked(true);
        return;
      }
      queryClient.setQueryData(authUserQueryKey, user);
      systemStore.closeLoginModal();
      toast.success(`Welcome back, ${user.firstName}.`);
    } catch (error) {
      if (!showServerErrors(form, error)) toast.danger(loginFailureMessage(error));
    }
  }

  if (isBlocked) return <EmbeddedLoginBlocked />;
  return (
    <>
      <form noValidate onSubmit={handleSubmit} onChange={(event) => revalidate(event.currentTarget)}>
        <TextField
          id="login-username"
          name="username"
          label="Email or membership reference"
          autoComplete="username"
          error={errors.username}
          required
          data-autofocus
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <p className={styles.forgotten}>
          <button
            type="button"
            className={styles.textLink}
            onClick={() => systemStore.openLoginModal('forgotten-password')}
          >
            Forgotten your password?
          </button>
        </p>
        <Button type="submit" size="large" fullWidth data-testid="log-in" disabled={requesting}>
          {requesting ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <p className={styles.register}>
        New here?{' '}
        <ChromeLink href={links.register} onClick={() => systemStore.closeLoginModal()}>
          Create an account
        </ChromeLink>
      </p>
    </>
  );
}

function ForgottenPasswordForm() {
  const { requesting } = useRequestState('forgotten-password');
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(forgottenPasswordForm);
  const [sent, setSent] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = validateForm(form);
    if (!body) return;
    try {
      setSent(await requestStore.track('forgotten-password', () => requestPasswordReset(body)));
    } catch (error) {
      if (!showServerErrors(form, error)) toast.danger(serverMessage(error));
    }
  }

  if (sent !== null) {
    return (
      <>
        <p role="status" className={styles.intro} data-testid="forgotten-password-sent">
          {sent}
        </p>
        <Button size="large" fullWidth onClick={() => systemStore.openLoginModal('login')} data-autofocus>
          Back to log in
        </Button>
      </>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} onChange={(event) => revalidate(event.currentTarget)}>
      <p className={styles.intro}>
        Enter your email address or membership reference and we will email you a link to choose a new
        password.
      </p>
      <TextField
        id="forgotten-email-or-reference"
        name="email_or_reference"
        label="Email or membership reference"
        autoComplete="username"
        error={errors.email_or_reference}
        required
        data-autofocus
      />
      <Button type="submit" size="large" fullWidth disabled={requesting}>
        {requesting ? 'Sending…' : 'Send reset link'}
      </Button>
      <p className={styles.register}>
        <button type="button" className={styles.textLink} onClick={() => systemStore.openLoginModal('login')}>
          Back to log in
        </button>
      </p>
    </form>
  );
}

function ResetPasswordForm({ token }: { token: string | null }) {
  const { requesting } = useRequestState('reset-password');
  const { errors, validateForm, revalidate, showServerErrors } = useFormErrors(resetPasswordForm);

  if (!token) {
    return (
      <>
        <p className={styles.intro}>
          This page needs the link from your password reset email. Ask for a new link if yours has expired.
        </p>
        <Button
          size="large"
          fullWidth
          onClick={() => systemStore.openLoginModal('forgotten-password')}
          data-autofocus
        >
          Send me a new link
        </Button>
      </>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = validateForm(form);
    if (!values || !token) return;
    try {
      const message = await requestStore.track('reset-password', () =>
        resetPassword({ token, password: values.password }),
      );
      toast.success(message);
      systemStore.openLoginModal('login');
    } catch (error) {
      if (!showServerErrors(form, error)) toast.danger(serverMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} onChange={(event) => revalidate(event.currentTarget)}>
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label="New password"
        hint="At least 8 characters."
        autoComplete="new-password"
        error={errors.password}
        required
        data-autofocus
      />
      <TextField
        id="reset-password-confirmation"
        name="password_confirmation"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.password_confirmation}
        required
      />
      <Button type="submit" size="large" fullWidth disabled={requesting}>
        {requesting ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}

/** The login modal: log in, forgotten password and reset password, opened and closed by type. */
export function LoginModal() {
  const { loginModal } = useSystem();
  const resetToken = useResetToken();
  const close = () => systemStore.closeLoginModal();

  return (
    // A new type is a new dialog: focus moves to its first field.
    <Modal
      key={loginModal ?? 'closed'}
      isOpen={loginModal !== null}
      onClose={close}
      labelledBy="login-heading"
    >
      <div className={styles.inner} data-testid="login-modal" data-type={loginModal ?? undefined}>
        <DialogTop headingId="login-heading" onClose={close} className={styles.top}>
          {loginModal ? headings[loginModal] : ''}
        </DialogTop>
        {loginModal === 'login' ? <LoginForm /> : null}
        {loginModal === 'forgotten-password' ? <ForgottenPasswordForm /> : null}
        {loginModal === 'reset-password' ? <ResetPasswordForm token={resetToken} /> : null}
      </div>
    </Modal>
  );
}
