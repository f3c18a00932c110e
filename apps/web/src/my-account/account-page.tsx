import { NavLink } from 'react-router';
import { useAppContext } from '../lib/app-context.ts';
import { useAuthUser } from '../lib/auth.ts';
import { systemStore } from '../lib/system-store.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, Page } from '../ui/page/index.ts';
import { NotFound } from '../ui/screens/index.ts';
import styles from './account-page.module.css';
import { accountSections } from './account-sections.ts';

/** One account section: the sign-in prompt for visitors; for customers, the section with its navigation. */
export function AccountPage({ path }: { path: string }) {
  const { client } = useAppContext();
  const { isLoggedIn, user, query } = useAuthUser(client.clientId);
  const sections = accountSections(client);
  const section = sections.find((candidate) => candidate.path === path);
  if (!section) return <NotFound />;

  if (!isLoggedIn) {
    return (
      <Page title={section.title} heading="Log in to see your account">
        <EmptyState>
          <p>Your bookings, memberships, packages and payments are here once you have logged in.</p>
          <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page title={section.title}>
      <p className={styles.account} data-testid="account-user" aria-busy={query.isPending || undefined}>
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
      <div className={styles.layout} data-testid={path === '/' ? 'home-dashboard' : undefined}>
        <nav className={styles.sections} aria-label="Account">
          <ul>
            {sections.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Page>
  );
}
