import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '../../../ui/toast/index.ts';
import { type OfflineQueue, offlineQueueFor } from '../lib/offline-queue.ts';

/** How often a desk with payments waiting tries again while the browser thinks it is online. */
export const offlineRetryMs = 30_000;

export const offlineMessages = {
  sent: (count: number) =>
    count === 1
      ? 'A payment taken offline has been sent to the server.'
      : `${count} payments taken offline have been sent to the server.`,
  waiting: (count: number) =>
    count === 1 ? '1 offline payment waiting to be sent' : `${count} offline payments waiting to be sent`,
} as const;

const noPayments: ReturnType<OfflineQueue['list']> = [];

/** The payments waiting in the desk's queue (a new array on each change). */
export function usePendingPayments(queue: OfflineQueue) {
  // The server knows nothing of the desk's storage: nor does the browser's hydration of its page.
  return useSyncExternalStore(queue.subscribe, queue.list, () => noPayments);
}

async function sendQuietly(queue: OfflineQueue) {
  if (queue.list().length === 0) return;
  try {
    const sent = await queue.send();
    if (sent > 0) toast.success(offlineMessages.sent(sent));
  } catch (error) {
    // Still offline, or the server refused: everything stays queued for the next try.
    console.warn('Offline payments could not be sent yet', error);
  }
}

/**
 * Sends the payments the desk took offline: at start, when the browser comes back online, and
 * every 30 seconds while some wait. Only for staff (`isActive`).
 */
export function useOfflineSync(clientId: string, isActive: boolean) {
  const queue = offlineQueueFor(clientId);
  const pending = usePendingPayments(queue);
  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!isActive) return;
    const send = () => void sendQuietly(queue);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [isActive, queue]);
  useEffect(() => {
    if (!isActive || !hasPending) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sendQuietly(queue);
    }, offlineRetryMs);
    return () => window.clearInterval(timer);
  }, [isActive, hasPending, queue]);
  return pending;
}
