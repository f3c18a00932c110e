import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/page/index.ts';
import { paths } from './paths.ts';

/** An empty basket, with the way to fill it. */
export function EmptyBasket() {
  return (
    <EmptyState>
      <p>Nothing in your basket yet.</p>
      <Link to={paths.redirectToSelectedVenue} className={buttonClassName()}>
        Book an activity
      </Link>
    </EmptyState>
  );
}
