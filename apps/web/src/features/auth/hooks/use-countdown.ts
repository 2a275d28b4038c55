import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** mm:ss, rounding up so the display reaches 00:00 exactly when the time is over. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Milliseconds left until `deadlineMs`, ticking every second, never above `durationMs`. */
export function useCountdown(deadlineMs: number, durationMs: number): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineMs]);

  return Math.min(durationMs, Math.max(0, deadlineMs - now));
}
