import type { ActivityClass } from '@leisure/contracts';
import { systemStore } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { ManageBookingLink } from '../../waitlist/components/manage-booking-link.tsx';
import { WaitlistAction } from '../../waitlist/components/waitlist-action.tsx';
import type { ListingBasket } from './listing-basket.ts';

/** Which class and when, for screen readers: 'Book: Morning flow, 09:00 – 10:00'. */
function Context({ item, when }: { item: ActivityClass; when: string }) {
  return <span className="visually-hidden">: {`${item.name}, ${when}`}</span>;
}

/**
 * The action for a class: Book (add to the basket), Remove from basket, Log in, Join or Leave
 * waitlist, or Manage booking (a link to the my-account app). While a change is under way the
 * button stays focusable but does nothing (aria-disabled), so a keyboard user keeps their place.
 */
export function ClassAction({
  item,
  basket,
  when,
}: {
  item: ActivityClass;
  basket: ListingBasket;
  when: string;
}) {
  const listing = { id: item.id, type: item.objectType };
  const context = <Context item={item} when={when} />;
  switch (item.actionToShow.status) {
    case 'LOGIN':
      return (
        <Button size="small" variant="secondary" onClick={() => systemStore.openLoginModal('login')}>
          Log in
        </Button>
      );
    case 'BOOK': {
      const isAdding = basket.isAdding(listing);
      return (
        <Button
          size="small"
          aria-disabled={isAdding || undefined}
          onClick={() => {
            if (!isAdding) void basket.add([listing]);
          }}
        >
          {isAdding ? 'Adding…' : 'Book'}
          {context}
        </Button>
      );
    }
    case 'CANCEL_RESERVATION': {
      const isRemoving = basket.isRemoving(listing);
      return (
        <Button
          size="small"
          variant="secondary"
          aria-disabled={isRemoving || undefined}
          onClick={() => {
            if (!isRemoving) void basket.remove(listing);
          }}
        >
          {isRemoving ? 'Removing…' : 'Remove from basket'}
          {context}
        </Button>
      );
    }
    case 'JOIN_WAITLIST':
      return <WaitlistAction item={item} when={when} isOnList={false} />;
    case 'LEAVE_WAITLIST':
      return <WaitlistAction item={item} when={when} isOnList />;
    case 'CANCEL_BOOKING':
      return <ManageBookingLink size="small">{context}</ManageBookingLink>;
    default:
      return null;
  }
}
