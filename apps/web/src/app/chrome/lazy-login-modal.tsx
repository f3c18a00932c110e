import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSystem } from '../../lib/system-store.ts';

/** The query parameter of the reset email's link (`/?reset_token=...`). */
export const resetTokenParam = 'reset_token';

let loading: Promise<typeof import('./login-modal.tsx')> | undefined;

/**
 * Fetches the login modal's chunk (once): while the browser is idle after the page is up, or as the
 * pointer comes over a Log in button, so the first open does not wait for it.
 */
export function preloadLoginModal() {
  loading ??= import('./login-modal.tsx');
  return loading;
}

const LoginModal = lazy(() => preloadLoginModal().then((m) => ({ default: m.LoginModal })));

/** Runs `work` when the browser is next idle (soon after, where it cannot say). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 1_000);
  return () => clearTimeout(timer);
}

/**
 * The login modal, in its own chunk (with the form schemas), fetched while the browser is idle and
 * rendered the first time it is wanted: opened, or a reset link followed. From then on it stays.
 */
export function LazyLoginModal() {
  useEffect(() => whenIdle(() => void preloadLoginModal()), []);
  const { loginModal } = useSystem();
  const [searchParams] = useSearchParams();
  const isWanted = loginModal !== null || searchParams.has(resetTokenParam);
  const [wasWanted, setWasWanted] = useState(isWanted);
  useEffect(() => {
    if (isWanted) setWasWanted(true);
  }, [isWanted]);

  if (!isWanted && !wasWanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
