import type { TimeSlot } from '@leisure/contracts';
import { systemStore } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { type TicketSelection, ticketCount, ticketItems } from './fast-tickets.logic.ts';
import type { ListingBasket } from './listing-basket.ts';

/**
 * Under the chosen time's tickets: 'Add to basket' (one item per ticket type, with its quantity),
 * 'Remove from basket' when the time's tickets are in it, or 'Log in' when that is the action.
 */
export function TicketActions({
  time,
  selection,
  basket,
  onAdded,
}: {
  time: TimeSlot;
  selection: TicketSelection;
  basket: ListingBasket;
  /** The chosen tickets are in the basket now: the chooser starts again from none. */
  onAdded: () => void;
}) {
  const listing = { id: time.id, type: time.objectType };
  switch (time.actionToShow.status) {
    case 'BOOK': {
      const count = ticketCount(selection);
      const isAdding = basket.isAdding(listing);
      return (
        <Button
          size="large"
          fullWidth
          disabled={count === 0}
          aria-disabled={isAdding || undefined}
          onClick={async () => {
            if (isAdding) return;
            if (await basket.add(ticketItems(time, selection))) onAdded();
          }}
        >
          {isAdding ? 'Adding…' : 'Add to basket'}
        </Button>
      );
    }
    case 'CANCEL_RESERVATION': {
      const isRemoving = basket.isRemoving(listing);
      return (
        <Button
          variant="secondary"
          fullWidth
          aria-disabled={isRemoving || undefined}
          onClick={() => {
            if (!isRemoving) void basket.remove(listing);
          }}
        >
          {isRemoving ? 'Removing…' : 'Remove from basket'}
        </Button>
      );
    }
    case 'LOGIN':
      return (
        <Button variant="secondary" fullWidth onClick={() => systemStore.openLoginModal('login')}>
          Log in
        </Button>
      );
    default:
      return null;
  }
}
