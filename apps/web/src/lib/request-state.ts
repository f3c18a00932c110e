import { useSyncExternalStore } from 'react';
import { isApiError, statusMessages } from './api.ts';

/** What the app knows about one named request. */
export interface RequestState {
  requesting: boolean;
  error: string | null;
  statusCode: number | null;
  validationMessages: Record<string, string[]>;
}

export const idleRequestState: RequestState = Object.freeze({
  requesting: false,
  error: null,
  statusCode: null,
  validationMessages: Object.freeze({}) as Record<string, string[]>,
});

type Listener = () => void;

export function createRequestStore() {
  let states: Record<string, RequestState> = {};
  const listeners = new Set<Listener>();
  const set = (next: Record<string, RequestState>) => {
    states = next;
    for (const listener of listeners) listener();
  };

  return {
    get: (name: string): RequestState => states[name] ?? idleRequestState,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A new request resets what the last one left behind. */
    start(name: string) {
      set({ ...states, [name]: { ...idleRequestState, requesting: true } });
    },
    succeed(name: string, statusCode = 200) {
      set({ ...states, [name]: { ...idleRequestState, statusCode } });
    },
    fail(name: string, error: unknown) {
      const failure: RequestState = isApiError(error)
        ? {
            requesting: false,
            error: error.message,
            statusCode: error.status,
            validationMessages: error.errors,
          }
        : { ...idleRequestState, error: statusMessages.generic };
      set({ ...states, [name]: failure });
    },
    clear(name: string) {
      const { [name]: _removed, ...rest } = states;
      set(rest);
    },
    clearAll() {
      set({});
    },
    /** Runs `request`, recording its state under `name`; rethrows its failure. */
    async track<T>(name: string, request: () => Promise<T>): Promise<T> {
      this.start(name);
      try {
        const result = await request();
        this.succeed(name);
        return result;
      } catch (error) {
        this.fail(name, error);
        throw error;
      }
    },
  };
}

export const requestStore = createRequestStore();

export function useRequestState(name: string): RequestState {
  return useSyncExternalStore(
    requestStore.subscribe,
    () => requestStore.get(name),
    () => requestStore.get(name),
  );
}
