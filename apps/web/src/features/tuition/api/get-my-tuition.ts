import { tuitionOperations } from '@academy/contracts';
import type { TMyTuition } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myTuitionQueryKey } from './tuition-keys';

/** GET /tuition/me: this Seoul month's due and the earlier ones, newest month first. */
export function getMyTuition(): Promise<TMyTuition> {
  return callOperation(tuitionOperations.getMyTuition);
}

export function useMyTuition() {
  return useQuery({ queryKey: myTuitionQueryKey, queryFn: getMyTuition });
}
