import { checkinOperations } from '@academy/contracts';
import type { TMemberCheckinCode } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';

const checkinCodeKey = (userId: number) => ['checkin-code', userId] as const;

/** GET /users/{id}/checkin-code: the member's code, null while they have none. */
export function getCheckinCode(userId: number): Promise<TMemberCheckinCode> {
  return callOperation(checkinOperations.getCheckinCode, { params: { id: userId } });
}

/** POST /users/{id}/checkin-code: a new random code; the old one stops working. */
export function resetCheckinCode(userId: number) {
  return callOperationWithMessage(checkinOperations.resetCheckinCode, { params: { id: userId } });
}

export function useCheckinCode(userId: number) {
  return useQuery({ queryKey: checkinCodeKey(userId), queryFn: () => getCheckinCode(userId) });
}

export function useResetCheckinCode(userId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => resetCheckinCode(userId),
    onSuccess: ({ data }) => queries.setQueryData(checkinCodeKey(userId), data),
  });
}
