import { type ComponentProps, useState } from 'react';
import { systemStore } from '../../lib/system-store.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { DialogTop } from '../../ui/dialog-top.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ChromeLink, ChromeLinkItem, type ChromeLinks } from './chrome-links.tsx';
import styles from './drawer.module.css';
import headerStyles from './header.module.css';
import { MenuIcon } from './icons.tsx';
import { basketLabel } from './use-basket-count.ts';

interface DrawerProps {
  links: ChromeLinks;
  isLoggedIn: boolean;
  onLogout: () => void;
  basketCount: number;
}

function AccountActions({ links, isLoggedIn, onLogout, close }: DrawerProps & { close: () => void }) {
  if (isLoggedIn) {
    return (
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
    );
  }
  return (
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
  );
}

/** A link of the drawer's list. */
function DrawerLink(props: Omit<ComponentProps<typeof ChromeLinkItem>, 'className'>) {
  return <ChromeLinkItem className={styles.link} {...props} />;
}

/** The mobile menu: a side drawer with the main links and the Account dropdown. */
export function Drawer(props: DrawerProps) {
  const { links, basketCount } = props;
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls="app-drawer"
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
      </button>
      <Modal id="app-drawer" isOpen={isOpen} onClose={close} labelledBy="drawer-heading" placement="side">
        <div className={styles.inner}>
          <DialogTop
            headingId="drawer-heading"
            onClose={close}
            closeLabel="Close menu"
            className={styles.top}
          >
            Menu
          </DialogTop>
          <nav aria-label="Menu">
            <ul className={styles.links}>
              <DrawerLink href={links.bookActivity} testId="nav-link-book-activity" onClick={close}>
                Book an activity
              </DrawerLink>
              <DrawerLink href={links.bookCourse} testId="nav-link-book-course" onClick={close}>
                Book a course
              </DrawerLink>
              <DrawerLink
                href={links.basket}
                testId="nav-link-basket"
                onClick={close}
                aria-label={basketLabel(basketCount)}
              >
                Basket
                {basketCount > 0 ? (
                  <span className={styles.count} aria-hidden="true">
                    {basketCount}
                  </span>
                ) : null}
              </DrawerLink>
              <DrawerLink href={links.buyMembership} testId="nav-link-buy-membership" onClick={close}>
                Buy a membership
              </DrawerLink>
              <DrawerLink href={links.kioskHome} testId="nav-link-kiosk-home" onClick={close}>
                Back to Kiosk Home
              </DrawerLink>
            </ul>
          </nav>
          <details className={styles.account} open>
            <summary>Account</summary>
            <div className={styles.accountBody}>
              <AccountActions {...props} close={close} />
            </div>
          </details>
        </div>
      </Modal>
    </>
  );
}
