import { GUEST_SNAPSHOT, validationStaleTime } from './session-snapshot';
import type { TSessionSnapshot } from './session-snapshot';
import type { TSession } from './types';

/** `snapshot` is undefined until the first check has answered (the auth state is loading). */
export type TSessionState = { snapshot: TSessionSnapshot | undefined; checkedAt: number };

type TCheck = (store: TSessionStore) => Promise<TSessionSnapshot>;

export type TSessionStore = {
  getState: () => TSessionState;
  subscribe: (listener: () => void) => () => void;
  /** The session as last known, without asking the server. */
  current: () => TSession | null | undefined;
  /** Replaces the session at once (login, password set), without asking the server. */
  set: (snapshot: TSessionSnapshot) => void;
  /** Asks the server again; the answer of the latest check wins over earlier ones still running. */
  check: () => Promise<void>;
  /** The first check, unless one has run already (React runs a start-up effect twice in development). */
  checkOnce: () => void;
  /** Whether the last answer is older than its validation time (docs/product/constants.md). */
  isStale: (now?: number) => boolean;
};

/**
 * The signed-in person, as the server last confirmed it: a store of its own rather than a
 * TanStack query, so a guest's first download holds no query library (docs/decisions/0060). It
 * keeps the query's rules: one check at a time counts (the latest), and a failed check without an
 * earlier answer leaves a guest.
 */
export function createSessionStore(runCheck: TCheck): TSessionStore {
  let state: TSessionState = { snapshot: undefined, checkedAt: 0 };
  let latestCheck = 0;
  const listeners = new Set<() => void>();

  let notifying: ReturnType<typeof setTimeout> | undefined;
  // Listeners hear of changes in the next task, once for a burst of them, as TanStack Query's
  // observers did: React re-renders once, after the code that changed the session has run.
  const publish = (next: TSessionState) => {
    state = next;
    notifying ??= setTimeout(() => {
      notifying = undefined;
      for (const listener of listeners) listener();
    }, 0);
  };

  const store: TSessionStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => state.snapshot?.session,
    set: (snapshot) => publish({ snapshot, checkedAt: Date.now() }),
    async check() {
      const run = ++latestCheck;
      try {
        const snapshot = await runCheck(store);
        if (run === latestCheck) store.set(snapshot);
      } catch {
        if (run === latestCheck && !state.snapshot) store.set(GUEST_SNAPSHOT);
      }
    },
    checkOnce() {
      if (latestCheck === 0) void store.check();
    },
    isStale: (now = Date.now()) => now - state.checkedAt >= validationStaleTime(state.snapshot),
  };
  return store;
}
