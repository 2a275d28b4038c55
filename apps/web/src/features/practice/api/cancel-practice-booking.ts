import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { practiceQueryKey } from './practice-session';

/** PATCH /practice/bookings/{id}/cancel. */
export async function cancelPracticeBooking(sessionId: number): Promise<void> {
  await apiClient.patch<unknown>(`/practice/bookings/${sessionId}/cancel`);
}

export function useCancelPracticeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPracticeBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceQueryKey }),
  });
}
