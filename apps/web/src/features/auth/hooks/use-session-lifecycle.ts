import { useEffect } from 'react';
import { EXPIRES_AT_STORAGE_KEY } from '@/lib/session/constants';
import { session } from '@/lib/session/app-session';

type TLifecycleHandlers = {
  /** A refresh failed and the session was dropped. */
  onExpired: () => void;
  /** The user came back to the tab. */
  refreshUser: () => void;
};

/** Connects the app-wide session to the page: timers at start, other tabs, focus. */
export function useSessionLifecycle({ onExpired, refreshUser }: TLifecycleHandlers): void {
  useEffect(() => {
    session.restore();
    const stopListening = session.onExpired(onExpired);
    // Another tab logged in, refreshed or logged out: follow its expiry instead of racing it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === EXPIRES_AT_STORAGE_KEY) session.restore();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshUser();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [onExpired, refreshUser]);
}
