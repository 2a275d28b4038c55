import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { logout as logoutRequest } from '../api/logout';
import { sessionQueryKey, verifySession } from '../api/verify-session';
import { AuthContext } from '../auth-context';
import type { TAuthContext, TAuthState, TSession } from '../types';

/** SPEC §9: a validated token is trusted for 10 minutes before it is checked again. */
const SESSION_STALE_MS = 10 * 60 * 1000;

function toAuthState(session: TSession | null | undefined, isPending: boolean): TAuthState {
  if (isPending) return { status: 'loading', userType: null, user: null };
  if (!session) return { status: 'guest', userType: null, user: null };
  return { status: 'authenticated', userType: session.userType, user: session.user };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: sessionQueryKey,
    queryFn: verifySession,
    staleTime: SESSION_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const logout = useCallback(async () => {
    await logoutRequest();
    // Cached member or staff data must not outlive the session on a shared device.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData<TSession | null>(sessionQueryKey, null);
  }, [queryClient]);

  const value = useMemo<TAuthContext>(
    () => ({ ...toAuthState(data, isPending), logout }),
    [data, isPending, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
