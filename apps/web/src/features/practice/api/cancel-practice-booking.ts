import { practiceOperations } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { practiceQueryKey } from './practice-session';

/** PATCH /practice/bookings/{id}/cancel. */
export async function cancelPracticeBooking(sessionId: number): Promise<void> {
  await callOperation(practiceOperations.cancelPracticeBooking, { params: { id: sessionId } });
}

export function useCancelPracticeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPracticeBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceQueryKey }),
  });
}
