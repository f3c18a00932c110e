import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { isInHousehold } from '../household/household.repository.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';

// Whom a basket's customer may name as the person a line or a discount is for. A line is booked
// on its attendee's membership benefits and class passes, and the basket shows their plan,
// package and sessions left: naming anyone else would spend and show another person's
// allowances. This is the one rule every such field goes through (`purchased_for_user_id` on add
// and update, a discount's `customer_id`). A customer may also name the members of their
// household (decision 40: their dependants): the line then spends the dependant's own allowances.

export const attendeeMessage = 'You can only book places for yourself and your household.';

/**
 * Naming someone who may not attend: one answer whoever it is (another customer, another
 * client's, a staff user or no one at all), so no id can be probed.
 */
export const attendeeNotAllowed = (field: string) =>
  new AppError({
    statusCode: 403,
    code: 'attendee_not_allowed',
    message: attendeeMessage,
    errors: { [field]: [attendeeMessage] },
  });

/**
 * Whether `userId` may attend what `owner`'s basket books: the basket's own customer and the
 * members of their household (staff at the desk act for that customer, so they may name the same
 * people and no one else); a visitor no one.
 */
export async function mayAttend(db: Db, owner: CartOwner, userId: number): Promise<boolean> {
  if (isGuest(owner)) return false;
  if (userId === owner.userId) return true;
  return isInHousehold(db, owner.client.id, owner.userId, userId);
}

/**
 * The attendee a request names in `field`: null when it names no one (the basket's customer),
 * else the id once `mayAttend` allows it; 403 `attendee_not_allowed` for anyone else. Reads only
 * outside the add or update transaction, before anything is written.
 */
export async function checkedAttendee(
  db: Db,
  owner: CartOwner,
  named: number | null | undefined,
  field: string,
): Promise<number | null> {
  if (named === undefined || named === null) return null;
  if (!(await mayAttend(db, owner, named))) throw attendeeNotAllowed(field);
  return named;
}
