import type { Attendee } from '@leisure/contracts';
import { useSyncExternalStore } from 'react';

/** Who fills one attendee place of a basket line, as the customer has chosen so far. */
export interface SlotDraft {
  mode: 'previous' | 'new';
  /** The previous attendee chosen (from foundAttendees). */
  previous: Attendee | null;
  newAttendee: { firstName: string; lastName: string; dateOfBirth: string };
  accepted: boolean;
  signedName: string;
}

export const emptyDraft: SlotDraft = Object.freeze({
  mode: 'previous',
  previous: null,
  newAttendee: Object.freeze({ firstName: '', lastName: '', dateOfBirth: '' }),
  accepted: false,
  signedName: '',
}) as SlotDraft;

/** The slot of a line: `{cartItemId}-{index}` (index among the places still to sign). */
export const slotKey = (cartItemId: number, index: number) => `${cartItemId}-${index}`;

type Drafts = Readonly<Record<string, SlotDraft>>;

const storageKey = 'leisure.saved-attendees';
const listeners = new Set<() => void>();

function readStored(): Drafts {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null ? (value as Drafts) : {};
  } catch {
    return {};
  }
}

let drafts: Drafts = typeof window === 'undefined' ? {} : readStored();

function publish(next: Drafts) {
  drafts = next;
  try {
    if (Object.keys(next).length === 0) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage can be blocked (private mode, an iframe): the choices then last for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * The savedAttendees of the spec: who the customer has picked or added for each place that needs
 * a waiver, kept for the browser tab (a reload or a trip to the basket keeps them) until sent.
 */
export const savedAttendeesStore = {
  get: (): Drafts => drafts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  update(key: string, change: Partial<SlotDraft>) {
    publish({ ...drafts, [key]: { ...(drafts[key] ?? emptyDraft), ...change } });
  },
};

/**
 * Forgets every attendee picked or added on the /attendees page. Called after the waivers are
 * sent; the checkout calls it when the order completes and the basket when it is cleared.
 */
export function clearSavedAttendees(): void {
  if (Object.keys(drafts).length > 0) publish({});
}

const noDrafts: Drafts = {};

export function useSavedAttendees(): Drafts {
  // The tab's storage is the browser's: the server, and the hydration of its page, have none.
  return useSyncExternalStore(savedAttendeesStore.subscribe, savedAttendeesStore.get, () => noDrafts);
}
