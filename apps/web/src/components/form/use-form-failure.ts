import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

/** docs/product/states.md forms: an error shows as a toast and stays inline above the form, which keeps its input. */
export function useFormFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback((message: string, options?: ToastOptions) => {
    setFailure(message);
    if (options) toast.error(message, options);
    else toast.error(message);
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  /** The inline alert alone; the caller tells of the failure in its own way. */
  const show = setFailure;
  return { failure, fail, show, clear };
}
