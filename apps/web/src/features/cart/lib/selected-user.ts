import { useSyncExternalStore } from 'react';

/**
 * The customer a front-of-house user is serving (product-spec section 1: "a selected user id in
 * the cart"); null when customers book for themselves. The basket is loaded and changed for this
 * customer, and reloads when it changes.
 */
let selectedUserId: number | null = null;
const listeners = new Set<() => void>();

export const selectedUserStore = {
  get: () => selectedUserId,
  set(next: number | null) {
    if (next === selectedUserId) return;
    selectedUserId = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSelectedUserId(): number | null {
  return useSyncExternalStore(selectedUserStore.subscribe, selectedUserStore.get, selectedUserStore.get);
}
