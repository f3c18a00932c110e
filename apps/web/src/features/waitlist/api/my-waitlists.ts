import { waitlistPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { accountKeys } from '../../account/api/keys.ts';

/** Under the account area's root key: dropped at logout, fetched again after any account change. */
export const myWaitlistsKey = [...accountKeys.all, 'waitlists'] as const;

/** `GET /api/my-account/waitlists`: the customer's waiting lists and the places held for them. */
export const myWaitlistsQuery = () =>
  queryOptions({
    queryKey: myWaitlistsKey,
    queryFn: ({ signal }) => callApi(waitlistPaths.mine, { signal }),
    staleTime: 30_000,
  });

/** `DELETE /api/activities/waitlist/remove/{id}`: by the entry's id, whichever family serves the class. */
export const leaveMyWaitlist = (entryId: number) =>
  sendApi(waitlistPaths.leave, {
    params: { waitlistId: entryId },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
