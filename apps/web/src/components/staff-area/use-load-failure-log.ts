import { useEffect } from 'react';

/** docs/product/errors.md: load failures on staff screens are only logged, once per failure. */
export function useLoadFailureLog(error: Error | null, message: string) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
