import { useSyncExternalStore } from 'react';
import { pageLocation } from './page-environment.ts';

export const loginModalTypes = ['login', 'forgotten-password', 'reset-password'] as const;
export type LoginModalType = (typeof loginModalTypes)[number];

/** The customer front-of-house staff serve: whose basket the desk fills and pays (spec: selectedUserId). */
export interface DeskCustomer {
  id: number;
  name: string;
  reference: string;
}

/** App-wide modes from the query string, which login modal is open, and whom the desk serves. */
export interface SystemState {
  isEmbedded: boolean;
  isKiosk: boolean;
  currentCentre: string | null;
  /** Where to go after signing up or logging in (the `redirect` query value). */
  redirect: string | null;
  loginModal: LoginModalType | null;
  /** Staff only: the customer they act for, kept for the tab. */
  selectedCustomer: DeskCustomer | null;
  isCustomerPickerOpen: boolean;
}

const storageKey = 'leisure.system';

/**
 * Whether the page runs inside another page's frame (an operator's site embedding the app). A
 * cross-origin parent cannot be read, but comparing the windows themselves is always allowed.
 */
export function isInFrame(): boolean {
  return typeof window !== 'undefined' && window.self !== window.top;
}

const initialState: SystemState = {
  isEmbedded: false,
  isKiosk: false,
  currentCentre: null,
  redirect: null,
  loginModal: null,
  selectedCustomer: null,
  isCustomerPickerOpen: false,
};

type Persisted = Pick<SystemState, 'isEmbedded' | 'isKiosk' | 'currentCentre' | 'selectedCustomer'>;

function deskCustomerOf(value: unknown): DeskCustomer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, reference } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || typeof reference !== 'string') return null;
  return { id, name, reference };
}

function readPersisted(): Partial<Persisted> {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return {};
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      isEmbedded: value.isEmbedded === true,
      isKiosk: value.isKiosk === true,
      currentCentre: typeof value.currentCentre === 'string' ? value.currentCentre : null,
      selectedCustomer: deskCustomerOf(value.selectedCustomer),
    };
  } catch {
    return {};
  }
}

function persist(state: SystemState): void {
  const { isEmbedded, isKiosk, currentCentre, selectedCustomer } = state;
  try {
    window.sessionStorage.setItem(
      storageKey,
      JSON.stringify({ isEmbedded, isKiosk, currentCentre, selectedCustomer }),
    );
  } catch {
    // Storage can be blocked (private mode, third-party iframe): the modes then last for this page only.
  }
}

/** The modes a query string asks for; modes it does not mention stay as they were. */
export function modesFromSearch(search: string, previous: SystemState): SystemState {
  const params = new URLSearchParams(search);
  const flag = (name: string, current: boolean) => (params.has(name) ? params.get(name) === 'true' : current);
  return {
    ...previous,
    isEmbedded: flag('embedded', previous.isEmbedded),
    isKiosk: flag('kiosk', previous.isKiosk),
    currentCentre: params.get('centre') || previous.currentCentre,
    redirect: params.get('redirect') || previous.redirect,
  };
}

let state: SystemState = initialState;
const listeners = new Set<() => void>();

function setState(next: SystemState): void {
  state = next;
  persist(next);
  for (const listener of listeners) listener();
}

export const systemStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /**
   * Reads the modes once at start: what this tab had, then what the URL says. A page framed by
   * another site is embedded even when a reload dropped the query: browsers that block
   * third-party storage give it no sessionStorage to remember it by.
   */
  initFromUrl(search: string) {
    const persisted = readPersisted();
    const isEmbedded = persisted.isEmbedded === true || isInFrame();
    setState(modesFromSearch(search, { ...initialState, ...persisted, isEmbedded }));
  },
  openLoginModal(type: LoginModalType = 'login') {
    setState({ ...state, loginModal: type });
  },
  closeLoginModal() {
    setState({ ...state, loginModal: null });
  },
  /** The desk serves this customer now (null: nobody); the basket and listings follow. */
  selectCustomer(customer: DeskCustomer | null) {
    if (state.selectedCustomer?.id === customer?.id && state.selectedCustomer?.name === customer?.name)
      return;
    setState({ ...state, selectedCustomer: customer });
  },
  openCustomerPicker() {
    if (!state.isCustomerPickerOpen) setState({ ...state, isCustomerPickerOpen: true });
  },
  closeCustomerPicker() {
    if (state.isCustomerPickerOpen) setState({ ...state, isCustomerPickerOpen: false });
  },
};

let lastServerModes: { search: string; modes: SystemState } | undefined;

/**
 * On the server, the modes are the rendered request's query (the tab's memory is the browser's);
 * the browser's hydration takes them so too, then the tab's own. Kept per query: React asks again.
 */
function serverModes(): SystemState {
  const search = pageLocation().search;
  if (lastServerModes?.search !== search)
    lastServerModes = { search, modes: modesFromSearch(search, initialState) };
  return lastServerModes.modes;
}

export function useSystem(): SystemState {
  return useSyncExternalStore(systemStore.subscribe, systemStore.get, serverModes);
}
