import type { Slot } from '@leisure/contracts';
import type { ReactNode } from 'react';
import { systemStore } from '../../../lib/system-store.ts';
import { type ListingBasket, listingActionOf } from './listing-basket.ts';
import { ListingPrice } from './listing-price.tsx';
import { type AnyLocationRow, slotStatusLabel, statusTone, timeRangeLabel } from './slot-grid.logic.ts';
import styles from './slot-grid.module.css';
import tones from './status-tone.module.css';

type TimeFormat = '24h' | '12h';

function StatusText({ slot, timeFormat }: { slot: Pick<Slot, 'actionToShow'>; timeFormat: TimeFormat }) {
  return (
    <span className={`${styles.status} ${tones[statusTone(slot.actionToShow)]}`}>
      {slotStatusLabel(slot.actionToShow, timeFormat)}
    </span>
  );
}

/** What selecting a slot does for the viewer, or null when it does nothing. */
function slotActionOf(slot: Slot, basket: ListingBasket) {
  const listing = { id: slot.id, type: slot.objectType };
  if (slot.actionToShow.status === 'LOGIN') {
    return {
      isBusy: false,
      label: 'Log in to book',
      isMine: false,
      run: () => systemStore.openLoginModal('login'),
    };
  }
  const action = listingActionOf(slot.actionToShow.status);
  if (action === 'add') {
    const isBusy = basket.isAdding(listing);
    return {
      isBusy,
      label: isBusy ? 'Adding…' : 'Book',
      isMine: false,
      run: () => void basket.add([listing]),
    };
  }
  if (action === 'remove') {
    const isBusy = basket.isRemoving(listing);
    return {
      isBusy,
      label: isBusy ? 'Removing…' : 'Remove',
      isMine: true,
      run: () => void basket.remove(listing),
    };
  }
  return null;
}

/**
 * A slot the viewer can act on is one button: selecting a free slot adds it to the basket,
 * selecting one in the basket takes it out, selecting a members-only one opens the login. The last
 * words say which. While the change is under way it stays focusable and does nothing (aria-disabled).
 */
function SlotShell({
  slot,
  timeFormat,
  basket,
  className,
  children,
}: {
  /** The slot the action is for. */
  slot: Slot;
  timeFormat: TimeFormat;
  basket: ListingBasket;
  className: string | undefined;
  children: ReactNode;
}) {
  const action = slotActionOf(slot, basket);
  if (action === null) {
    return (
      <div className={className} data-testid="timetable-item">
        {children}
        <StatusText slot={slot} timeFormat={timeFormat} />
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${className} ${styles.action}`}
      data-testid="timetable-item"
      data-status={slot.actionToShow.status}
      aria-disabled={action.isBusy || undefined}
      onClick={() => {
        if (!action.isBusy) action.run();
      }}
    >
      {children}
      <span className={`${styles.status} ${action.isMine ? tones.mine : ''}`}>
        {action.isMine && <span>In your basket </span>}
        <span className={slot.actionToShow.status === 'BOOK' ? styles.cta : styles.ctaSecondary}>
          {action.label}
        </span>
      </span>
    </button>
  );
}

/** One slot: time, location, price and status, or the action on it. */
export function SlotItem({
  slot,
  timeFormat,
  basket,
  compact,
}: {
  slot: Slot;
  timeFormat: TimeFormat;
  basket: ListingBasket;
  compact?: boolean;
}) {
  return (
    <SlotShell
      slot={slot}
      timeFormat={timeFormat}
      basket={basket}
      className={`${styles.item} ${compact ? styles.cell : ''}`}
    >
      <span className={styles.time}>{timeRangeLabel(slot, timeFormat)}</span>
      <span className={compact ? 'visually-hidden' : styles.location}>{slot.location.name}</span>
      <ListingPrice className={styles.price} price={slot.price} viewerPrice={slot.viewerPrice} />
    </SlotShell>
  );
}

/** System allocation: one row per period, 'Any court', and how many are free; booking takes one. */
export function AnyLocationItem({
  row,
  singular,
  timeFormat,
  basket,
}: {
  row: AnyLocationRow;
  singular: string;
  timeFormat: TimeFormat;
  basket: ListingBasket;
}) {
  return (
    <SlotShell slot={row.lead} timeFormat={timeFormat} basket={basket} className={styles.item}>
      <span className={styles.time}>{timeRangeLabel(row, timeFormat)}</span>
      <span className={styles.location}>
        Any {singular}
        {row.free > 0 && (
          <span className={styles.muted}>
            {' '}
            · {row.free} of {row.total} free
          </span>
        )}
      </span>
      <ListingPrice className={styles.price} price={row.price} viewerPrice={row.viewerPrice} />
    </SlotShell>
  );
}
