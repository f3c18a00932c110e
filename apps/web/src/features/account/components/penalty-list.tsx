import type { AccountPenalties, AccountPenalty } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { countLabel, formatInstantDay } from '../lib/format.ts';
import { penaltyReasonLabels } from '../lib/labels.ts';
import styles from './account.module.css';
import paymentStyles from './payments.module.css';

function PenaltyItem({ penalty }: { penalty: AccountPenalty }) {
  const { client } = useAppContext();
  return (
    <li className={paymentStyles.credit}>
      <div>
        <p className={styles.strong}>{penalty.description}</p>
        <p className={styles.meta}>
          {penaltyReasonLabels[penalty.reason]} · {formatInstantDay(penalty.createdAt, client.timezone)}
          {penalty.settledAt ? ` · Paid on ${formatInstantDay(penalty.settledAt, client.timezone)}` : ''}
        </p>
      </div>
      <p className={styles.amount}>{penalty.amount.formatted}</p>
    </li>
  );
}

/**
 * Penalties (no-shows, late cancellations, damage): what is owed, to be paid at reception, then
 * those already paid.
 */
export function PenaltyList({ data }: { data: AccountPenalties }) {
  const outstanding = data.penalties.filter((penalty) => penalty.isOutstanding);
  const settled = data.penalties.filter((penalty) => !penalty.isOutstanding);
  return (
    <>
      {data.outstanding.count > 0 ? (
        <>
          <p className={styles.strong} data-testid="penalties-owed">
            You owe {data.outstanding.total.formatted} in{' '}
            {countLabel(data.outstanding.count, 'penalty', 'penalties')}. Penalties are paid at reception:
            please pay next time you visit.
          </p>
          <ul
            className={paymentStyles.credits}
            aria-label="Outstanding penalties"
            data-testid="outstanding-penalties"
          >
            {outstanding.map((penalty) => (
              <PenaltyItem key={penalty.id} penalty={penalty} />
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.meta}>You have no penalties to pay.</p>
      )}
      {settled.length > 0 ? (
        <ul className={paymentStyles.credits} aria-label="Paid penalties" data-testid="paid-penalties">
          {settled.map((penalty) => (
            <PenaltyItem key={penalty.id} penalty={penalty} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
