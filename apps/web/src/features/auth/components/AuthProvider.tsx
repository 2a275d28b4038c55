import { SESSION } from '@academy/contracts';
import type { TLoginResponse } from '@academy/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { session } from '@/lib/session/app-session';
import { createThrottle } from '@/lib/session/throttle';
import { writeUserCookie } from '@/lib/session/user-cookie';
import { logout as logoutRequest } from '../api/logout';
import { sessionQueryKey } from '../api/verify-session';
import { AuthContext } from '../auth-context';
import { useSessionLifecycle } from '../hooks/use-session-lifecycle';
import { loadSession, resetToGuest, toSession } from '../session-query';
import { validationStaleTime, validSnapshot } from '../session-snapshot';
import type { TSessionSnapshot } from '../session-snapshot';
import type { TAuthContext, TAuthState } from '../types';

function toAuthState(snapshot: TSessionSnapshot | undefined, isPending: boolean): TAuthState {
  if (isPending) return { status: 'loading', userType: null, user: null };
  if (!snapshot?.session) return { status: 'guest', userType: null, user: null };
  return { status: 'authenticated', ...snapshot.session };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [userRefresh] = useState(() => createThrottle(SESSION.USER_INFO_REFRESH_THROTTLE_MS));
  // Only the app's first session query is the page load's (docs/product/constants.md delayed check).
  const isPageLoad = useRef(true);
  const { data, isPending } = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => {
      userRefresh.mark();
      const pageLoad = isPageLoad.current;
      isPageLoad.current = false;
      return loadSession(queryClient, { pageLoad });
    },
    staleTime: (query) => validationStaleTime(query.state.data),
    retry: false,
    refetchOnWindowFocus: false,
  });

  const refreshUser = useCallback(() => {
    userRefresh.attempt(() => void queryClient.refetchQueries({ queryKey: sessionQueryKey }));
  }, [queryClient, userRefresh]);

  const onExpired = useCallback(() => resetToGuest(queryClient), [queryClient]);
  useSessionLifecycle({ onExpired, refreshUser });

  const signIn = useCallback(
    (login: TLoginResponse) => {
      const signedIn = toSession(login);
      session.start(login.expiresAt);
      writeUserCookie(signedIn);
      queryClient.setQueryData<TSessionSnapshot>(sessionQueryKey, validSnapshot(signedIn));
      // docs/product/states.md: after login a verify call refreshes the user.
      void queryClient.refetchQueries({ queryKey: sessionQueryKey });
    },
    [queryClient],
  );

  const passwordSet = useCallback(() => {
    const current = queryClient.getQueryData<TSessionSnapshot>(sessionQueryKey)?.session;
    if (current) {
      const updated = { ...current, mustChangePassword: false };
      writeUserCookie(updated);
      queryClient.setQueryData<TSessionSnapshot>(sessionQueryKey, validSnapshot(updated));
    }
    void queryClient.refetchQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const logout = useCallback(async () => {
    await logoutRequest();
    session.end();
    resetToGuest(queryClient);
  }, [queryClient]);

  const value = useMemo<TAuthContext>(
    () => ({ ...toAuthState(data, isPending), signIn, logout, refreshUser, passwordSet }),
    [data, isPending, signIn, logout, refreshUser, passwordSet],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
