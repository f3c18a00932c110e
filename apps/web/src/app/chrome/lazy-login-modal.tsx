import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSystem } from '../../lib/system-store.ts';

/** The query parameter of the reset email's link (`/?reset_token=...`). */
export const resetTokenParam = 'reset_token';

let loading: Promise<typeof import('./login-modal.tsx')> | undefined;

/**
 * Loads the login modal's chunk (once), as the pointer comes over a Log in button. The server's page
 * has it fetched once the page has loaded and the browser is idle (lib/idle-prefetch.ts), so the first
 * open does not wait for the network; loading it then would also run it, which costs the page time
 * it may never need.
 */
export function preloadLoginModal() {
  loading ??= import('./login-modal.tsx');
  return loading;
}

const LoginModal = lazy(() => preloadLoginModal().then((m) => ({ default: m.LoginModal })));

/**
 * The login modal, in its own chunk (with the form schemas), rendered the first time it is wanted:
 * opened, or a reset link followed. From then on it stays.
 */
export function LazyLoginModal() {
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
