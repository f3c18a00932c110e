import type { Cart } from '@leisure/contracts';
import { Link } from 'react-router';
import { WaiversDue } from '../../features/cart/components/waivers-due.tsx';
import { hasWaiversToSign } from '../../features/checkout/lib/checkout-bodies.ts';
import { paths } from '../shared/paths.ts';

/** The way back when the basket changed under the checkout, or its holds ran out. */
export const backToBasket = <Link to={paths.basket}>Back to your basket</Link>;

/** Waivers still unsigned: the attendees page, instead of Pay. */
export const waiversDueFor = (cart: Cart) =>
  hasWaiversToSign(cart) ? (
    <WaiversDue count={cart.attendeeWaiversRequired} attendeesPath={paths.attendees} />
  ) : null;
