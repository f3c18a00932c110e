import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageOutlet } from '../app/lazy-route.tsx';
import { accountKeys } from '../features/account/api/keys.ts';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { useAppContext } from '../lib/app-context.ts';
import { useAuthUser } from '../lib/auth.ts';
import { systemStore } from '../lib/system-store.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, Page } from '../ui/page/index.ts';
import { NotFound } from '../ui/screens/index.ts';
import styles from './account-area.module.css';
import { useAccountHandle } from './account-handle.ts';
import { AccountNav } from './account-nav.tsx';
import { accountSections } from './account-sections.ts';

/** Visitors are asked to log in; the login modal keeps them on this page, which then shows. */
function LoginPrompt({ title }: { title: string }) {
  const registerHref = useCrossAppLink('bookings', '/register');
  return (
    <Page title={title} heading="Log in to see your account">
      <EmptyState>
        <p>Your bookings, memberships, packages and payments are here once you have logged in.</p>
        <div className={styles.promptActions}>
          <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
          <a href={registerHref}>Create an account</a>
        </div>
      </EmptyState>
    </Page>
  );
}

function AccountUser() {
  const { client } = useAppContext();
  const { user, query } = useAuthUser(client.clientId);
  return (
    <p
      className={styles.account}
      data-testid="account-user"
      data-print-hide
      aria-busy={query.isPending || undefined}
    >
      {user ? (
        <>
          Logged in as{' '}
          <strong>
            {user.firstName} {user.lastName}
          </strong>{' '}
          <span className={styles.reference}>(reference {user.reference})</span>
        </>
      ) : query.isError ? (
        'Your account details could not be loaded. Refresh the page to try again.'
      ) : (
        'Loading your account…'
      )}
    </p>
  );
}

/**
 * The frame of every account page: for customers the page's heading, the section navigation
 * and the page; for visitors the login prompt. A logout drops what the account pages loaded.
 */
export function AccountArea() {
  const { client } = useAppContext();
  const { isLoggedIn } = useAuthUser(client.clientId);
  const queryClient = useQueryClient();
  const handle = useAccountHandle();
  const sections = accountSections(client);
  const section = sections.find((candidate) => candidate.path === handle?.section);

  useEffect(() => {
    if (!isLoggedIn) queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [isLoggedIn, queryClient]);

  if (!handle || !section) return <NotFound />;
  const title = handle.title ?? section.title;
  if (!isLoggedIn) return <LoginPrompt title={title} />;

  return (
    <Page title={title} breadcrumbs={handle.crumbs}>
      <AccountUser />
      <div className={styles.layout} data-account-layout>
        <AccountNav sections={sections} current={section.path} />
        <div className={styles.content}>
          <PageOutlet />
        </div>
      </div>
    </Page>
  );
}
