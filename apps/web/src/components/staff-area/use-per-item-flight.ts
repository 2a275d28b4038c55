import { useRef, useState } from 'react';

/**
 * Runs one task per item at a time. The ref turns a second press away at once, before the
 * re-render that disables the item's buttons; `busyIds` drives those buttons.
 */
export function usePerItemFlight() {
  const busy = useRef(new Set<number>());
  const [busyIds, setBusyIds] = useState<readonly number[]>([]);

  const run = async (id: number, task: () => Promise<void>) => {
    if (busy.current.has(id)) return;
    busy.current.add(id);
    setBusyIds([...busy.current]);
    try {
      await task();
    } finally {
      busy.current.delete(id);
      setBusyIds([...busy.current]);
    }
  };

  return { busyIds, run };
}
