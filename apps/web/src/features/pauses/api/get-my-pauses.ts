import { pauseOperations } from '@academy/contracts';
import type { TMyPauses } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const myPausesQueryKey = ['member', 'pauses'] as const;

/** GET /pauses/mine: the member's pauses and the months a new one may start in. */
export function getMyPauses(): Promise<TMyPauses> {
  return callOperation(pauseOperations.listMyPauses);
}

export function useMyPauses() {
  return useQuery({ queryKey: myPausesQueryKey, queryFn: getMyPauses });
}
