import type { LineAllowance as Allowance, CartItem } from '@leisure/contracts';
import { Button } from '../../../ui/button.tsx';
import { useRemoveBenefit, useRemovePackageUsage } from '../hooks/use-cart-mutations.ts';
import styles from './line-allowance.module.css';

const expiryFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const sessions = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/** What is left of the allowance once this line is booked, and when a package runs out. */
export function allowanceSummary(allowance: Allowance): string {
  const left =
    allowance.kind === 'benefit'
      ? `${sessions(allowance.sessionsLeft)} left this month after this one`
      : `${sessions(allowance.sessionsLeft)} left after this one`;
  const expiry = allowance.expiresAt ? `, expires ${expiryFormat.format(new Date(allowance.expiresAt))}` : '';
  return `Saves ${allowance.priceWithout.formatted}. ${left}${expiry}.`;
}

/**
 * The membership benefit or package session paying for a basket line, with the button that
 * takes it off (the line then costs its price, and the toast says so).
 */
export function LineAllowance({ item, allowance }: { item: CartItem; allowance: Allowance }) {
  const removeBenefit = useRemoveBenefit();
  const removePackage = useRemovePackageUsage();
  const removal = allowance.kind === 'benefit' ? removeBenefit : removePackage;
  const title =
    allowance.kind === 'benefit'
      ? `Membership benefit: ${allowance.name} (${allowance.heldThrough})`
      : `Package: ${allowance.name}`;
  return (
    <div className={styles.allowance} data-testid={`line-${allowance.kind}`}>
      <p className={styles.title}>{title}</p>
      <p className={styles.summary}>{allowanceSummary(allowance)}</p>
      <Button
        variant="text"
        size="small"
        aria-disabled={removal.isPending || undefined}
        onClick={() => {
          if (!removal.isPending) removal.mutate(item);
        }}
      >
        {allowance.kind === 'benefit' ? 'Remove benefit' : 'Remove package usage'}{' '}
        <span className="visually-hidden">{`from ${item.name}`}</span>
      </Button>
    </div>
  );
}
