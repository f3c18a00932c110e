import type { AccountOrder, AccountPayments } from '@leisure/contracts';
import { Link } from 'react-router';
import { useAppContext } from '../../../lib/app-context.ts';
import { creditKindLabels } from '../../../lib/credit-kinds.ts';
import { countLabel, formatInstantDay } from '../lib/format.ts';
import styles from './account.module.css';
import paymentStyles from './payments.module.css';

type CreditEntry = AccountPayments['creditHistory'][number];

/** The printable receipt of an order, inside this app. */
export const receiptPath = (orderId: number) => `/payments/${orderId}/receipt`;

function OrderItem({ order }: { order: AccountOrder }) {
  const { client } = useAppContext();
  return (
    <li className={styles.card} data-testid="account-order">
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>Order {order.reference}</h3>
        <p className={styles.amount}>{order.total.formatted}</p>
      </div>
      <p className={styles.meta}>
        {formatInstantDay(order.createdAt, client.timezone)} · {countLabel(order.bookingCount, 'booking')}
      </p>
      {order.payments.length > 0 ? (
        <ul className={paymentStyles.payments} aria-label={`Payments for order ${order.reference}`}>
          {order.payments.map((payment) => (
            <li key={`${payment.tenderType}:${payment.creditKind ?? ''}:${payment.description}`}>
              <span>{payment.description}</span>
              <span className={styles.amount}>{payment.amount.formatted}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>Nothing to pay</p>
      )}
      <div className={styles.actions}>
        <Link to={receiptPath(order.id)} className={styles.textLink}>
          View receipt <span className="visually-hidden">for order {order.reference}</span>
        </Link>
      </div>
    </li>
  );
}

export function OrderList({ orders }: { orders: AccountOrder[] }) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <OrderItem key={order.id} order={order} />
      ))}
    </ul>
  );
}

/** Credit added (refunds, grants) and spent, latest first; the sign and a word say which way. */
export function CreditHistory({ entries }: { entries: CreditEntry[] }) {
  const { client } = useAppContext();
  return (
    <ul className={paymentStyles.credits} data-testid="credit-history">
      {entries.map((entry) => (
        <li key={entry.id} className={paymentStyles.credit}>
          <div>
            <p className={styles.strong}>{entry.reason}</p>
            <p className={styles.meta}>
              {formatInstantDay(entry.createdAt, client.timezone)} · {creditKindLabels[entry.kind]}
            </p>
          </div>
          <p className={`${styles.amount} ${entry.isCredit ? styles.positive : ''}`}>
            <span className="visually-hidden">{entry.isCredit ? 'Added ' : 'Used '}</span>
            {entry.isCredit ? '+' : '−'}
            {entry.amount.formatted}
          </p>
        </li>
      ))}
    </ul>
  );
}
