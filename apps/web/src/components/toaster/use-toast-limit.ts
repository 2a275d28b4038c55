import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/**
 * Dismisses the oldest visible toasts beyond `limit`. react-hot-toast 2.6 happens to cap its store
 * at 20 too, but docs/product/constants.md's limit should not depend on a library default.
 */
export function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}
