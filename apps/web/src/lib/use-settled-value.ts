import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs`: one request per typed fee or search, not per key. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
