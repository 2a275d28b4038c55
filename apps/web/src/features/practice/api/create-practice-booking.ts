import { practiceOperations } from '@academy/contracts';
import type { TPracticeBookingRequestInput } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { practiceQueryKey } from './practice-session';

/** POST /practice/bookings. */
export async function createPracticeBooking(body: TPracticeBookingRequestInput): Promise<void> {
  await callOperation(practiceOperations.bookPracticeRoom, { body });
}

export function useCreatePracticeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPracticeBooking,
    // Both the month's sessions and the member's own list change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceQueryKey }),
  });
}
