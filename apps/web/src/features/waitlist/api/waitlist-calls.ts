import type { ItemId, JoinWaitlistRequest, WaitlistEntry, WaitlistMemberRequest } from '@leisure/contracts';
import { waitlistPaths } from '@leisure/contracts/routes/paths';
import { sendApi } from '../../../lib/api-call.ts';

// Waiting lists of full classes. A numeric listing id is a v1 class, a non-numeric one a v2 uid;
// each family has its own calls. Every call takes the Idempotency-Key of the user action.

type Key = string;

/** v1 listings use numeric row ids; v2 listings use non-numeric public uids. */
export const isNumericListingId = (id: ItemId): id is number => typeof id === 'number' || /^\d+$/.test(id);

const headers = (key: Key) => ({ 'Idempotency-Key': key });
/** The class the viewer acts on, and who they are (the v2 calls name the customer). */
export interface WaitlistTarget {
  /** The listing id: numeric (v1) or a uid (v2). */
  id: ItemId;
  /** The customer's id: the logged-in one, or the one staff serve; the v2 calls need it. */
  userId: number | null;
  /** Staff at the desk: the customer they act for (the v1 calls name them as `selected_user_id`). */
  selectedUserId?: number | null;
}

function requireUserId(userId: number | null): number {
  if (userId === null) throw new Error('The waiting list of this class needs the logged-in customer');
  return userId;
}

/** `POST /api/activities/waitlist/add` (v1) or `POST /api/v1/activities/occurrences/{uid}/waitlist/members` (v2). */
export async function joinWaitlist(
  { id, userId, selectedUserId = null }: WaitlistTarget,
  key: Key,
): Promise<WaitlistEntry> {
  if (isNumericListingId(id)) {
    const body: JoinWaitlistRequest = {
      item: { id, type: 'activity_class' },
      ...(selectedUserId === null ? {} : { selected_user_id: selectedUserId }),
    };
    return sendApi(waitlistPaths.join, { body, headers: headers(key) });
  }
  const body: WaitlistMemberRequest = { data: { user_id: requireUserId(userId) } };
  return sendApi(waitlistPaths.joinV2, { params: { id: String(id) }, body, headers: headers(key) });
}

/**
 * `DELETE /api/activities/waitlist/remove/{waitlistId}` (v1) or
 * `DELETE /api/v1/activities/occurrences/{uid}/waitlist/members/{userId}` (v2).
 */
export async function leaveWaitlist(
  { id, userId, waitlistId, selectedUserId = null }: WaitlistTarget & { waitlistId: number | null },
  key: Key,
): Promise<WaitlistEntry> {
  if (isNumericListingId(id)) {
    if (waitlistId === null) throw new Error('The listing did not say which waiting list entry is yours');
    return sendApi(waitlistPaths.leave, {
      params: { waitlistId },
      query: { selected_user_id: selectedUserId ?? undefined },
      headers: headers(key),
    });
  }
  return sendApi(waitlistPaths.leaveV2, {
    params: { occurrenceId: String(id), userId: requireUserId(userId) },
    headers: headers(key),
  });
}
