import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { getActingFor, setActingFor, type TActingFor } from '@/lib/session/acting-for';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The child this tab acts for, and switching: every screen's data is read again, since the same
 * calls now answer for someone else (docs/product/families.md).
 */
export function useActingFor() {
  const actingFor = useSyncExternalStore(subscribe, getActingFor, () => null);
  const queryClient = useQueryClient();
  const actFor = useCallback(
    (next: TActingFor | null) => {
      setActingFor(next);
      for (const listener of listeners) listener();
      void queryClient.resetQueries();
    },
    [queryClient],
  );
  return { actingFor, actFor };
}
