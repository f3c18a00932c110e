import type { CalendarFeed } from '@leisure/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import { calendarFeedQuery, createCalendarFeed, revokeCalendarFeed } from '../api/calendar-feed.ts';
import { accountKeys } from '../api/keys.ts';
import { accountMessages, failureMessage } from '../lib/messages.ts';

/** The calendar link with its two changes; each answer replaces the cached link. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const query = useQuery(calendarFeedQuery());
  const store = (feed: CalendarFeed) => queryClient.setQueryData(accountKeys.calendarFeed(), feed);
  const onError = (error: unknown) => {
    toast.danger(failureMessage(error));
  };
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => {
      store(feed);
      toast.success(accountMessages.feedCreated);
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (feed) => {
      store(feed);
      toast.success(accountMessages.feedRevoked);
    },
    onError,
  });
  return { query, create, revoke };
}

/** Copies `text`; false when the browser refuses (no clipboard, or not allowed). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
