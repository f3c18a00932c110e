import { useEffect, useRef, useState } from 'react';
import { systemStore } from '../../lib/system-store.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { CloseIcon } from '../../ui/close-icon.tsx';
import { ChromeLink, type ChromeLinks } from './chrome-links.tsx';
import styles from './drawer.module.css';
import headerStyles from './header.module.css';
import { MenuIcon } from './icons.tsx';

interface DrawerProps {
  links: ChromeLinks;
  isLoggedIn: boolean;
  onLogout: () => void;
}

/** The mobile menu: a side drawer (native modal dialog, so focus moves in and is trapped). */
export function Drawer({ links, isLoggedIn, onLogout }: DrawerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!isOpen && dialog.open) {
      dialog.close();
      toggleRef.current?.focus();
    }
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={headerStyles.iconButton}
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls="app-drawer"
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog
        id="app-drawer"
        ref={dialogRef}
        className={styles.drawer}
        aria-labelledby="drawer-heading"
        onClose={close}
      >
        {isOpen ? (
          <div className={styles.inner}>
            <div className={styles.top}>
              <h2 id="drawer-heading">Menu</h2>
              <button type="button" className={styles.close} aria-label="Close menu" onClick={close}>
                <CloseIcon />
              </button>
            </div>
            <nav aria-label="Menu">
              <ul className={styles.links}>
                <li>
                  <ChromeLink
                    href={links.bookActivity}
                    className={styles.link}
                    testId="nav-link-book-activity"
                    onClick={close}
                  >
                    Book an activity
                  </ChromeLink>
                </li>
                {links.buyMembership ? (
                  <li>
                    <ChromeLink
                      href={links.buyMembership}
                      className={styles.link}
                      testId="nav-link-buy-membership"
                      onClick={close}
                    >
                      Buy a membership
                    </ChromeLink>
                  </li>
                ) : null}
                {links.kioskHome ? (
                  <li>
                    <ChromeLink
                      href={links.kioskHome}
                      className={styles.link}
                      testId="nav-link-kiosk-home"
                      onClick={close}
                    >
                      Back to Kiosk Home
                    </ChromeLink>
                  </li>
                ) : null}
              </ul>
            </nav>
            <details className={styles.account} open>
              <summary>Account</summary>
              <div className={styles.accountBody}>
                {isLoggedIn ? (
                  <>
                    <ChromeLink
                      href={links.myAccount}
                      className={buttonClassName({ fullWidth: true })}
                      testId="nav-link-my-account"
                      onClick={close}
                    >
                      My account
                    </ChromeLink>
                    <Button
                      variant="secondary"
                      fullWidth
                      data-testid="nav-link-logout"
                      onClick={() => {
                        close();
                        onLogout();
                      }}
                    >
                      Log out
                    </Button>
                  </>
                ) : (
                  <>
                    <p>Login to make bookings faster and manage your account</p>
                    <Button
                      fullWidth
                      onClick={() => {
                        close();
                        systemStore.openLoginModal('login');
                      }}
                    >
                      Log in
                    </Button>
                    <ChromeLink
                      href={links.register}
                      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
                      onClick={close}
                    >
                      Create an account
                    </ChromeLink>
                  </>
                )}
              </div>
            </details>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
