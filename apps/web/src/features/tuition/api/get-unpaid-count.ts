import { tuitionOperations } from '@academy/contracts';
import type { TTuitionUnpaidCount } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { staffTuitionQueryKey } from './tuition-keys';

/** As fresh as the other header badges (docs/product/constants.md: at most 5 seconds old). */
const UNPAID_COUNT_MAX_AGE_MS = 5_000;

/** GET /tuition/unpaid-count (staff only): this Seoul month's unpaid dues. */
export function getUnpaidCount(): Promise<TTuitionUnpaidCount> {
  return callOperation(tuitionOperations.countUnpaidTuition);
}

/**
 * The staff header's tuition badge. Calls a staff-only operation, so it must be used only where
 * a teacher is signed in: the app mounts it inside the staff guard, like the pending counts.
 */
export function useUnpaidTuitionCount(): number | undefined {
  const { data } = useQuery({
    queryKey: [...staffTuitionQueryKey, 'unpaid-count'],
    queryFn: getUnpaidCount,
    staleTime: UNPAID_COUNT_MAX_AGE_MS,
    refetchOnWindowFocus: 'always',
  });
  return data?.unpaidCount;
}
