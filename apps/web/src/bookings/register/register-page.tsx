import { Navigate } from 'react-router';
import { useAppContext } from '../../lib/app-context.ts';
import { useIsLoggedIn } from '../../lib/auth.ts';
import { systemStore, useSystem } from '../../lib/system-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Page } from '../../ui/page/index.ts';

/** Only a local path is followed after sign-up, never another site. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function RegisterPage() {
  const { client } = useAppContext();
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const { redirect } = useSystem();
  if (isLoggedIn) return <Navigate replace to={safeRedirect(redirect)} />;
  return (
    <Page title="Sign up" breadcrumbs={[{ label: 'Sign up' }]}>
      <EmptyState>
        <p>Creating an account on this site is not open yet. If you already have an account, log in.</p>
        <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
      </EmptyState>
    </Page>
  );
}
