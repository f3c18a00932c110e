import type { CartItem } from '@leisure/contracts';
import { HoldStatus } from '../../features/cart/components/hold-status.tsx';
import { LineAllowance } from '../../features/cart/components/line-allowance.tsx';
import { holdAgainItem, useHoldAgain } from '../../features/cart/hooks/use-cart-mutations.ts';
import { useHold } from '../../features/cart/hooks/use-hold.ts';
import { lineWhenLabel } from '../../features/cart/lib/line-labels.ts';
import { CourseSessions } from '../../features/courses/components/course-sessions.tsx';
import { useClient } from '../../lib/app-context.ts';
import { Button } from '../../ui/button.tsx';
import styles from './basket.module.css';
import { QuantityField } from './quantity-field.tsx';

export interface LineRemoval {
  remove: (line: CartItem) => void;
  isRemoving: (line: CartItem) => boolean;
}

const attendeeNameOf = (item: CartItem) =>
  item.attendee ? `${item.attendee.firstName} ${item.attendee.lastName}` : null;

/**
 * One basket line: what, when and where, how many, the price, and how long the place is held.
 * An expired line says so, is not in the totals, and offers Hold again (the same place, when it
 * is still free) and Remove.
 */
export function BasketLine({
  item,
  removal,
  holdMinutes,
}: {
  item: CartItem;
  removal: LineRemoval;
  /** The basket's hold period: what keeping a place longer adds. */
  holdMinutes: number;
}) {
  const { timeFormat } = useClient();
  const hold = useHold(item);
  // A membership has no session time: its description says what it is.
  const when = item.description ?? lineWhenLabel(item, timeFormat);
  const place = [item.venueName, item.locationName].filter(Boolean).join(' · ');
  const isRemoving = removal.isRemoving(item);
  const canChangeQuantity = item.type === 'ticket_time' && !hold.isExpired;

  return (
    <li
      className={`${styles.line} ${hold.isExpired ? styles.lineExpired : ''}`}
      data-testid="basket-line"
      data-expired={hold.isExpired ? 'true' : undefined}
    >
      <div className={styles.lineMain}>
        <h3 className={styles.lineName}>{item.name}</h3>
        <p className={styles.lineWhen}>
          {item.description ?? <time dateTime={item.startsAt.dateTime}>{when}</time>}
        </p>
        {place && <p className={styles.lineMeta}>{place}</p>}
        {item.type === 'course' ? (
          <CourseSessions sessions={item.sessions} attendeeName={attendeeNameOf(item)} />
        ) : null}
        <HoldStatus
          secondsLeft={hold.secondsLeft}
          isExpired={hold.isExpired}
          itemName={item.name}
          extension={{
            lineId: item.id,
            holdExtended: item.holdExtended,
            holdMinutes,
            label: `${item.name}, ${when}`,
          }}
        />
        {item.allowance && !hold.isExpired && <LineAllowance item={item} allowance={item.allowance} />}
      </div>
      <div className={styles.lineQuantity}>
        {canChangeQuantity ? (
          <QuantityField item={item} />
        ) : (
          <p className={styles.lineMeta}>Quantity {item.quantity}</p>
        )}
      </div>
      <div className={styles.linePrice}>
        <p className={styles.unitPrice}>
          {item.price.formatted} <span className={styles.lineMeta}>each</span>
        </p>
        {hold.isExpired ? (
          <p className={styles.lineMeta}>Not in the total</p>
        ) : (
          <p className={styles.lineTotal}>{item.total.formatted}</p>
        )}
        {hold.isExpired && holdAgainItem(item) ? <HoldAgainButton item={item} label={when} /> : null}
        <Button
          variant="text"
          size="small"
          aria-disabled={isRemoving || undefined}
          onClick={() => {
            if (!isRemoving) removal.remove(item);
          }}
        >
          {isRemoving ? 'Removing…' : 'Remove'}{' '}
          <span className="visually-hidden">{`${item.name}, ${when}`}</span>
        </Button>
      </div>
    </li>
  );
}

function HoldAgainButton({ item, label }: { item: CartItem; label: string }) {
  const holdAgain = useHoldAgain();
  const isBusy = holdAgain.isPending;
  return (
    <Button
      variant="secondary"
      size="small"
      aria-disabled={isBusy || undefined}
      onClick={() => {
        if (!isBusy) holdAgain.mutate(item);
      }}
    >
      {isBusy ? 'Holding…' : 'Hold again'} <span className="visually-hidden">{`${item.name}, ${label}`}</span>
    </Button>
  );
}
