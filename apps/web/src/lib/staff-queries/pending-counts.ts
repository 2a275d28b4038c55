import { staffOperations } from '@academy/contracts';
import type { TPendingCounts } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** Every staff decision invalidates this key so the header badges follow at once. */
export const pendingCountsQueryKey = ['staff', 'pending-counts'] as const;

/** docs/product/constants.md: the counts are cached for at most 5 seconds. */
const PENDING_COUNTS_MAX_AGE_MS = 5_000;

/** GET /teachers/pending-counts (staff only). */
export async function getPendingCounts(): Promise<TPendingCounts> {
  return callOperation(staffOperations.getPendingCounts);
}

/** docs/product/roles.md: refreshed whenever the window regains focus, never older than 5 seconds. */
export function usePendingCounts() {
  return useQuery({
    queryKey: pendingCountsQueryKey,
    queryFn: getPendingCounts,
    staleTime: PENDING_COUNTS_MAX_AGE_MS,
    refetchOnWindowFocus: 'always',
  });
}
