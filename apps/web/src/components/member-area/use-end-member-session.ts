import { useCallback } from 'react';
import { SESSION_PATHS } from '@academy/contracts';
import { apiClient } from '@/lib/api-client';
import { session } from '@/lib/session/app-session';
import { leaveToLogin } from './leave-to-login';

/**
 * Logs out from shared member code, which may not import the auth feature: the server
 * session is ended (errors ignored), the local one dropped, and the page reloads at /login.
 */
export function useEndMemberSession() {
  return useCallback(async () => {
    try {
      // The plain client: the typed one would put the operations in the member pages' first load.
      await apiClient.post(SESSION_PATHS.logout);
    } catch {
      // The local session ends anyway.
    }
    session.end();
    leaveToLogin();
  }, []);
}
