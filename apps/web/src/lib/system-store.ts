import { useSyncExternalStore } from 'react';

export const loginModalTypes = ['login', 'forgotten-password', 'reset-password'] as const;
export type LoginModalType = (typeof loginModalTypes)[number];

/** App-wide modes from the query string, and which login modal is open. */
export interface SystemState {
  isEmbedded: boolean;
  isKiosk: boolean;
  currentCentre: string | null;
  /** Where to go after signing up or logging in (the `redirect` query value). */
  redirect: string | null;
  loginModal: LoginModalType | null;
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
};

type Persisted = Pick<SystemState, 'isEmbedded' | 'isKiosk' | 'currentCentre'>;

function readPersisted(): Partial<Persisted> {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return {};
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      isEmbedded: value.isEmbedded === true,
      isKiosk: value.isKiosk === true,
      currentCentre: typeof value.currentCentre === 'string' ? value.currentCentre : null,
    };
  } catch {
    return {};
  }
}

function persist(state: SystemState): void {
  const { isEmbedded, isKiosk, currentCentre } = state;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify({ isEmbedded, isKiosk, currentCentre }));
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
};

export function useSystem(): SystemState {
  return useSyncExternalStore(systemStore.subscribe, systemStore.get, systemStore.get);
}
