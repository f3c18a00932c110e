import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSystem } from '../../lib/system-store.ts';

/** The query parameter of the reset email's link (`/?reset_token=...`). */
export const resetTokenParam = 'reset_token';

const LoginModal = lazy(() => import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })));

/**
 * The login modal, loaded (its own chunk, with the form schemas) the first time it is wanted:
 * opened, or a reset link followed. From then on it stays, as before.
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
