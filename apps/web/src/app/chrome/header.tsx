import type { Theme } from '@leisure/contracts';
import { DeskSession } from '../../features/front-of-house/components/desk-session.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { useIsLoggedIn } from '../../lib/auth.ts';
import { mediaQueries } from '../../lib/breakpoints.ts';
import { systemStore, useSystem } from '../../lib/system-store.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ChromeLink, ChromeLinkItem, type ChromeLinks, useChromeLinks } from './chrome-links.tsx';
import { Drawer } from './drawer.tsx';
import styles from './header.module.css';
import { BasketIcon } from './icons.tsx';
import { preloadLoginModal } from './lazy-login-modal.tsx';
import { basketLabel, useBasketCount } from './use-basket-count.ts';
import { useLogout } from './use-logout.ts';

function MainNav({ links }: { links: ChromeLinks }) {
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul>
        <ChromeLinkItem href={links.bookActivity} className={styles.navLink} testId="nav-link-book-activity">
          Book an activity
        </ChromeLinkItem>
        <ChromeLinkItem href={links.bookCourse} className={styles.navLink} testId="nav-link-book-course">
          Book a course
        </ChromeLinkItem>
        <ChromeLinkItem
          href={links.buyMembership}
          className={styles.navLink}
          testId="nav-link-buy-membership"
        >
          Buy a membership
        </ChromeLinkItem>
        <ChromeLinkItem href={links.kioskHome} className={styles.navLink} testId="nav-link-kiosk-home">
          Back to Kiosk Home
        </ChromeLinkItem>
      </ul>
    </nav>
  );
}

/** The basket icon, with the count when above 0; on phones the drawer's Basket link is the nav link. */
function BasketLink({ links, count, isNavLink }: { links: ChromeLinks; count: number; isNavLink: boolean }) {
  return (
    <ChromeLink
      href={links.basket}
      className={styles.iconButton}
      testId={isNavLink ? 'nav-link-basket' : undefined}
      aria-label={basketLabel(count)}
    >
      <BasketIcon />
      {count > 0 ? (
        <span className={styles.badge} data-testid="basket-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </ChromeLink>
  );
}

/** The app header: logo, main links, account actions, basket and (under 575 px) the drawer. */
export function Header({ theme }: { theme: Theme }) {
  const { client } = useAppContext();
  const links = useChromeLinks();
  const isWide = useMediaQuery(mediaQueries.tabletUp);
  const isLoggedIn = useIsLoggedIn(client.clientId);
  const logout = useLogout();
  const basketCount = useBasketCount();
  // Embedded in an operator's site, under their own header: a slimmer bar.
  const { isEmbedded } = useSystem();

  return (
    <header className={isEmbedded ? `${styles.header} ${styles.compact}` : styles.header}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <ChromeLink href={links.home} className={styles.logo} aria-label={`${client.name} home`}>
          {theme.themeAppLogo ? <img src={theme.themeAppLogo} alt="" /> : client.name}
        </ChromeLink>
        {isWide ? <MainNav links={links} /> : null}
        <div className={styles.actions}>
          {isLoggedIn ? (
            <>
              <ChromeLink href={links.myAccount} className={styles.account} testId="my-account">
                My account
              </ChromeLink>
              {isWide ? (
                <button
                  type="button"
                  className={`${styles.account} ${styles.plain}`}
                  data-testid="nav-link-logout"
                  onClick={logout}
                >
                  Log out
                </button>
              ) : null}
            </>
          ) : (
            <button
              type="button"
              className={styles.account}
              data-testid="login"
              onClick={() => systemStore.openLoginModal('login')}
              onPointerEnter={() => void preloadLoginModal()}
            >
              Log in
            </button>
          )}
          <BasketLink links={links} count={basketCount} isNavLink={isWide} />
          {isWide ? null : (
            <Drawer links={links} isLoggedIn={isLoggedIn} onLogout={logout} basketCount={basketCount} />
          )}
        </div>
      </div>
      <DeskSession />
    </header>
  );
}
