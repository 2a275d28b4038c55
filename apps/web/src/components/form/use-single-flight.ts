import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async task at a time. The ref blocks a second submit at once, before the re-render
 * that disables the button; `pending` drives that button.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { pending, run };
}
