import { SESSION } from '@academy/contracts';
import type { TLoginResponse } from '@academy/contracts';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { session } from '@/lib/session/app-session';
import { createThrottle } from '@/lib/session/throttle';
import { writeUserCookie } from '@/lib/session/user-cookie';
import { logout as logoutRequest } from '../api/logout';
import { AuthContext } from '../auth-context';
import { useSessionLifecycle } from '../hooks/use-session-lifecycle';
import { loadSession, resetToGuest, toSession } from '../session-query';
import { validSnapshot } from '../session-snapshot';
import type { TSessionSnapshot } from '../session-snapshot';
import { createSessionStore } from '../session-store';
import type { TSessionStore } from '../session-store';
import type { TAuthContext, TAuthState } from '../types';

function toAuthState(snapshot: TSessionSnapshot | undefined): TAuthState {
  if (!snapshot) return { status: 'loading', userType: null, user: null };
  if (!snapshot.session) return { status: 'guest', userType: null, user: null };
  return { status: 'authenticated', ...snapshot.session };
}

/** The app's session store; only its first check is the page load's (constants.md delayed check). */
function createAppSessionStore(markChecked: () => void): TSessionStore {
  let isPageLoad = true;
  return createSessionStore((store) => {
    markChecked();
    const pageLoad = isPageLoad;
    isPageLoad = false;
    return loadSession(store, { pageLoad });
  });
}

/** The first check once the app runs (never while prerendering), and again back online when stale. */
function useSessionChecks(store: TSessionStore): void {
  useEffect(() => {
    store.checkOnce();
    const onOnline = () => {
      if (store.isStale()) void store.check();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [store]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [userRefresh] = useState(() => createThrottle(SESSION.USER_INFO_REFRESH_THROTTLE_MS));
  const [store] = useState(() => createAppSessionStore(() => userRefresh.mark()));
  const { snapshot } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useSessionChecks(store);

  const refreshUser = useCallback(() => {
    userRefresh.attempt(() => void store.check());
  }, [store, userRefresh]);

  const onExpired = useCallback(() => resetToGuest(store), [store]);
  useSessionLifecycle({ onExpired, refreshUser });

  const signIn = useCallback(
    (login: TLoginResponse) => {
      const signedIn = toSession(login);
      session.start(login.expiresAt);
      writeUserCookie(signedIn);
      store.set(validSnapshot(signedIn));
      // docs/product/states.md: after login a verify call refreshes the user.
      void store.check();
    },
    [store],
  );

  const passwordSet = useCallback(() => {
    const current = store.current();
    if (current) {
      const updated = { ...current, mustChangePassword: false };
      writeUserCookie(updated);
      store.set(validSnapshot(updated));
    }
    void store.check();
  }, [store]);

  const logout = useCallback(async () => {
    await logoutRequest();
    session.end();
    resetToGuest(store);
  }, [store]);

  const value = useMemo<TAuthContext>(
    () => ({ ...toAuthState(snapshot), signIn, logout, refreshUser, passwordSet }),
    [snapshot, signIn, logout, refreshUser, passwordSet],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
