import { Link } from 'react-router';
import styles from '../../features/checkout/components/checkout-layout.module.css';
import { systemStore } from '../../lib/system-store.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';

export const checkoutLoginText = 'Log in or create an account to check out';

/** A visitor's basket is kept: once they log in (or sign up), the server merges it and they carry on. */
export function CheckoutLoginPrompt() {
  return (
    <EmptyState>
      <h2 className={styles.promptHeading}>{checkoutLoginText}</h2>
      <p>Your basket is kept while you do.</p>
      <div className={styles.actions}>
        <Button onClick={() => systemStore.openLoginModal('login')}>Log in</Button>
        <Link
          to={`${paths.register}?redirect=${paths.checkout}`}
          className={buttonClassName({ variant: 'secondary' })}
        >
          Create an account
        </Link>
      </div>
    </EmptyState>
  );
}
