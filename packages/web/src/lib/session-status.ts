import { useSyncExternalStore } from 'react';

// Spec §4: unknown at start; authenticated after any 2xx; not_authenticated after a 401.
export type SessionStatus = 'unknown' | 'authenticated' | 'not_authenticated';

export type SessionStatusStore = {
  get: () => SessionStatus;
  set: (status: SessionStatus) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createSessionStatusStore(initial: SessionStatus = 'unknown'): SessionStatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set: (next) => {
      if (next === status) return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStatusStore: SessionStatusStore = createSessionStatusStore();

export function useSessionStatus(store: SessionStatusStore = sessionStatusStore): SessionStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
